// Ground truth for bench/accuracy_code.py --lang java: javac's own parser (JDK 17 Compiler Tree API).
//
// Run: java bench/truth/java/JavaTruth.java < list-of-paths   (single-file source launch, JDK 11+)
// Reads one file path per line on stdin, parses each (parse only, no attribution) and prints one
// JSON object per file: {"path": ..., "keys": [[kind, line, ...], ...]} or {"path": ..., "error": ...}.
// The key definitions are the ones bench/accuracy_code.py documents; nothing here uses tree-sitter.

import com.sun.source.tree.*;
import com.sun.source.util.*;
import java.io.*;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import javax.tools.*;

public class JavaTruth {
    static final Map<Tree.Kind, String> OPS = Map.of(
        Tree.Kind.LESS_THAN, "<", Tree.Kind.LESS_THAN_EQUAL, "<=", Tree.Kind.GREATER_THAN, ">",
        Tree.Kind.GREATER_THAN_EQUAL, ">=", Tree.Kind.EQUAL_TO, "==", Tree.Kind.NOT_EQUAL_TO, "!=");
    static final Map<String, String> FLIP = Map.of("<", ">", "<=", ">=", ">", "<", ">=", "<=", "==", "==", "!=", "!=");
    static final Set<Tree.Kind> NESTING = EnumSet.of(
        Tree.Kind.IF, Tree.Kind.FOR_LOOP, Tree.Kind.ENHANCED_FOR_LOOP, Tree.Kind.WHILE_LOOP, Tree.Kind.DO_WHILE_LOOP,
        Tree.Kind.TRY, Tree.Kind.CATCH, Tree.Kind.SWITCH, Tree.Kind.SWITCH_EXPRESSION, Tree.Kind.CASE);

    public static void main(String[] args) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        String path;
        while ((path = in.readLine()) != null) {
            if (path.isBlank()) continue;
            out.println(one(javac, path));
        }
        out.flush();
    }

    static String one(JavaCompiler javac, String path) {
        try {
            String text = Files.readString(Path.of(path), StandardCharsets.UTF_8);
            JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///" + Path.of(path).getFileName()),
                                                           JavaFileObject.Kind.SOURCE) {
                @Override public CharSequence getCharContent(boolean ignore) { return text; }
            };
            DiagnosticCollector<JavaFileObject> diags = new DiagnosticCollector<>();
            JavacTask task = (JavacTask) javac.getTask(null, null, diags, List.of("-proc:none", "--enable-preview", "--release", "17"), null, List.of(file));
            List<CompilationUnitTree> units = new ArrayList<>();
            task.parse().forEach(units::add);
            for (Diagnostic<?> d : diags.getDiagnostics()) {
                if (d.getKind() == Diagnostic.Kind.ERROR) {
                    return "{\"path\":" + json(path) + ",\"error\":" + json("line " + d.getLineNumber() + ": " + d.getMessage(null)) + "}";
                }
            }
            Walker w = new Walker(units.get(0), Trees.instance(task).getSourcePositions());
            w.scan(units.get(0), null);
            return "{\"path\":" + json(path) + ",\"keys\":[" + String.join(",", w.keys) + "]}";
        } catch (Throwable e) {
            return "{\"path\":" + json(path) + ",\"error\":" + json(e.toString()) + "}";
        }
    }

    static String json(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return b.append('"').toString();
    }

    static class Walker extends TreePathScanner<Void, Void> {
        final CompilationUnitTree unit;
        final SourcePositions pos;
        final List<String> keys = new ArrayList<>();

        Walker(CompilationUnitTree unit, SourcePositions pos) { this.unit = unit; this.pos = pos; }

        long line(Tree t) { return unit.getLineMap().getLineNumber(pos.getStartPosition(unit, t)); }
        long end(Tree t) { return pos.getEndPosition(unit, t); }
        void key(String kind, Tree t) { keys.add("[" + json(kind) + "," + line(t) + "]"); }

        @Override public Void visitIf(IfTree t, Void v) { key("branch", t); return super.visitIf(t, v); }
        @Override public Void visitConditionalExpression(ConditionalExpressionTree t, Void v) { key("branch", t); return super.visitConditionalExpression(t, v); }
        @Override public Void visitCase(CaseTree t, Void v) { key("branch", t); return super.visitCase(t, v); }
        @Override public Void visitCatch(CatchTree t, Void v) { key("handler", t); return super.visitCatch(t, v); }
        @Override public Void visitThrow(ThrowTree t, Void v) { key("raise", t); exit(t); return super.visitThrow(t, v); }
        @Override public Void visitReturn(ReturnTree t, Void v) { exit(t); return super.visitReturn(t, v); }

        @Override public Void visitBinary(BinaryTree t, Void v) {
            Tree.Kind k = t.getKind();
            if (k == Tree.Kind.CONDITIONAL_AND || k == Tree.Kind.CONDITIONAL_OR) {
                // One chain of one operator is one branch: `a && b && c` parses as `(a && b) && c`.
                Tree parent = getCurrentPath().getParentPath().getLeaf();
                if (!(parent.getKind() == k && ((BinaryTree) parent).getLeftOperand() == t)) key("branch", t);
            }
            String op = OPS.get(k);
            if (op != null) {
                Double l = number(t.getLeftOperand()), r = number(t.getRightOperand());
                if ((l == null) != (r == null)) {
                    String o = r != null ? op : FLIP.get(op);
                    double value = r != null ? r : l;
                    keys.add("[\"boundary\"," + line(t) + "," + json(o) + "," + value + "]");
                }
            }
            return super.visitBinary(t, v);
        }

        static Double number(ExpressionTree e) {
            while (e instanceof ParenthesizedTree p) e = p.getExpression();
            if (e instanceof LiteralTree lit) {
                Object o = lit.getValue();
                // A float literal's value is read back through its shortest decimal form (0.1f is 0.1).
                if (o instanceof Float f) return Double.parseDouble(f.toString());
                if (o instanceof Number n && !(o instanceof Character)) return n.doubleValue();
                return null;
            }
            if (e instanceof UnaryTree u && e.getKind() == Tree.Kind.UNARY_MINUS) {
                ExpressionTree inner = u.getExpression();
                while (inner instanceof ParenthesizedTree p) inner = p.getExpression();
                if (inner instanceof LiteralTree) {
                    Double d = number(inner);
                    return d == null ? null : -d;
                }
            }
            return null;
        }

        /** A return/throw nested in a conditional, loop, try or switch of its function, ending before its final statement. */
        void exit(StatementTree t) {
            boolean nested = false;
            for (TreePath p = getCurrentPath().getParentPath(); p != null; p = p.getParentPath()) {
                Tree leaf = p.getLeaf();
                if (leaf instanceof MethodTree m) {
                    if (nested && m.getBody() != null && !m.getBody().getStatements().isEmpty()) early(t, m.getBody());
                    return;
                }
                if (leaf instanceof LambdaExpressionTree l) {
                    if (nested && l.getBody() instanceof BlockTree b && !b.getStatements().isEmpty()) early(t, b);
                    return;
                }
                if (leaf instanceof ClassTree) return;  // an initializer block: no function
                if (NESTING.contains(leaf.getKind())) nested = true;
            }
        }

        void early(StatementTree t, BlockTree body) {
            List<? extends StatementTree> stmts = body.getStatements();
            if (end(t) < effectiveEnd(stmts.get(stmts.size() - 1))) key("early_return", t);
        }

        /** Where a statement's last statement ends: closing braces after it do not count (Python has none). */
        long effectiveEnd(Tree t) {
            if (t instanceof BlockTree b) {
                List<? extends StatementTree> s = b.getStatements();
                return s.isEmpty() ? end(b) : effectiveEnd(s.get(s.size() - 1));
            }
            if (t instanceof IfTree i) return effectiveEnd(i.getElseStatement() != null ? i.getElseStatement() : i.getThenStatement());
            if (t instanceof TryTree tr) {
                if (tr.getFinallyBlock() != null) return effectiveEnd(tr.getFinallyBlock());
                List<? extends CatchTree> c = tr.getCatches();
                return effectiveEnd(c.isEmpty() ? tr.getBlock() : c.get(c.size() - 1).getBlock());
            }
            if (t instanceof ForLoopTree f) return effectiveEnd(f.getStatement());
            if (t instanceof EnhancedForLoopTree f) return effectiveEnd(f.getStatement());
            if (t instanceof WhileLoopTree w) return effectiveEnd(w.getStatement());
            if (t instanceof LabeledStatementTree l) return effectiveEnd(l.getStatement());
            if (t instanceof SynchronizedTree s) return effectiveEnd(s.getBlock());
            if (t instanceof SwitchTree s && !s.getCases().isEmpty()) {
                CaseTree c = s.getCases().get(s.getCases().size() - 1);
                if (c.getBody() != null) return effectiveEnd(c.getBody());
                List<? extends StatementTree> st = c.getStatements();
                return st == null || st.isEmpty() ? end(c) : effectiveEnd(st.get(st.size() - 1));
            }
            return end(t);
        }
    }
}
