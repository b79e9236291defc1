// Ground truth for bench/accuracy_code.py --lang javascript|typescript|tsx: the TypeScript compiler's parser.
//
// Run: NODE_PATH=/tmp/utspec-truth/node_modules node ts_truth.js < list-of-paths   (npm typescript@5.9.3)
// Reads one file path per line on stdin and prints one JSON object per file:
// {"path": ..., "keys": [[kind, line, ...], ...]} or {"path": ..., "error": ...}.
// The script kind follows the suffix (.js/.mjs/.cjs: JS, .jsx: JSX, .ts/.mts/.cts: TS, .tsx: TSX).
// The key definitions are the ones bench/accuracy_code.py documents; nothing here uses tree-sitter.
"use strict";

const fs = require("fs");
const ts = require("typescript");

const K = ts.SyntaxKind;
const OPS = new Map([
  [K.LessThanToken, "<"], [K.LessThanEqualsToken, "<="], [K.GreaterThanToken, ">"], [K.GreaterThanEqualsToken, ">="],
  [K.EqualsEqualsToken, "=="], [K.ExclamationEqualsToken, "!="], [K.EqualsEqualsEqualsToken, "=="],
  [K.ExclamationEqualsEqualsToken, "!="],
]);
const FLIP = { "<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!=" };
const GUARDS = new Set([K.AmpersandAmpersandToken, K.BarBarToken, K.QuestionQuestionToken]);
const NESTING = new Set([
  K.IfStatement, K.ForStatement, K.ForInStatement, K.ForOfStatement, K.WhileStatement, K.DoStatement,
  K.TryStatement, K.CatchClause, K.SwitchStatement, K.CaseClause, K.DefaultClause,
]);
const FUNCTIONS = new Set([
  K.FunctionDeclaration, K.FunctionExpression, K.ArrowFunction, K.MethodDeclaration, K.Constructor,
  K.GetAccessor, K.SetAccessor,
]);

function scriptKind(path) {
  const ext = path.slice(path.lastIndexOf(".")).toLowerCase();
  return { ".jsx": ts.ScriptKind.JSX, ".ts": ts.ScriptKind.TS, ".mts": ts.ScriptKind.TS, ".cts": ts.ScriptKind.TS,
           ".tsx": ts.ScriptKind.TSX }[ext] ?? ts.ScriptKind.JS;
}

function unparen(e) {
  while (e.kind === K.ParenthesizedExpression) e = e.expression;
  return e;
}

function number(e) {
  e = unparen(e);
  if (e.kind === K.PrefixUnaryExpression && e.operator === K.MinusToken) {
    const inner = unparen(e.operand);
    const v = inner.kind === K.NumericLiteral || inner.kind === K.BigIntLiteral ? number(inner) : null;
    return v === null ? null : -v;
  }
  if (e.kind === K.NumericLiteral) return Number(e.text.replace(/_/g, ""));
  if (e.kind === K.BigIntLiteral) return Number(BigInt(e.text.replace(/_/g, "").slice(0, -1)));
  return null;
}

// Where a statement's last statement ends: closing braces after it do not count (Python has none).
function effectiveEnd(s) {
  switch (s.kind) {
    case K.Block:
      return s.statements.length ? effectiveEnd(s.statements[s.statements.length - 1]) : s.end;
    case K.IfStatement:
      return effectiveEnd(s.elseStatement ?? s.thenStatement);
    case K.TryStatement:
      return effectiveEnd(s.finallyBlock ?? (s.catchClause ? s.catchClause.block : s.tryBlock));
    case K.ForStatement: case K.ForInStatement: case K.ForOfStatement: case K.WhileStatement: case K.LabeledStatement:
      return effectiveEnd(s.statement);
    case K.SwitchStatement: {
      const clauses = s.caseBlock.clauses;
      if (!clauses.length) return s.end;
      const last = clauses[clauses.length - 1];
      return last.statements.length ? effectiveEnd(last.statements[last.statements.length - 1]) : last.end;
    }
  }
  return s.end;
}

function one(path) {
  const text = fs.readFileSync(path, "utf8");
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, scriptKind(path));
  if (sf.parseDiagnostics && sf.parseDiagnostics.length) {
    const d = sf.parseDiagnostics[0];
    const line = sf.getLineAndCharacterOfPosition(d.start).line + 1;
    return { path, error: `line ${line}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}` };
  }
  const keys = [];
  const line = (node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const key = (kind, node) => keys.push([kind, line(node)]);

  function exit(node) {
    let nested = false;
    for (let p = node.parent; p; p = p.parent) {
      if (FUNCTIONS.has(p.kind)) {
        const body = p.body;
        if (nested && body && body.kind === K.Block && body.statements.length &&
            node.end < effectiveEnd(body.statements[body.statements.length - 1])) key("early_return", node);
        return;
      }
      if (p.kind === K.ClassStaticBlockDeclaration) return;
      if (NESTING.has(p.kind)) nested = true;
    }
  }

  function visit(node) {
    switch (node.kind) {
      case K.IfStatement: case K.ConditionalExpression: case K.CaseClause: case K.DefaultClause:
        key("branch", node);
        break;
      case K.CatchClause:
        key("handler", node);
        break;
      case K.ThrowStatement:
        key("raise", node);
        exit(node);
        break;
      case K.ReturnStatement:
        exit(node);
        break;
      case K.BinaryExpression: {
        const op = node.operatorToken.kind;
        if (GUARDS.has(op)) {
          // One chain of one operator is one branch: `a && b && c` parses as `(a && b) && c`.
          const p = node.parent;
          if (!(p.kind === K.BinaryExpression && p.operatorToken.kind === op && p.left === node)) key("branch", node);
        }
        const sym = OPS.get(op);
        if (sym !== undefined) {
          const l = number(node.left), r = number(node.right);
          if ((l === null) !== (r === null)) {
            keys.push(["boundary", line(node), r !== null ? sym : FLIP[sym], r !== null ? r : l]);
          }
        }
        break;
      }
    }
    ts.forEachChild(node, visit);
  }
  visit(sf);
  return { path, keys };
}

const input = fs.readFileSync(0, "utf8").split("\n").filter((p) => p.trim());
const out = [];
for (const path of input) {
  try {
    out.push(JSON.stringify(one(path)));
  } catch (e) {
    out.push(JSON.stringify({ path, error: String(e) }));
  }
}
process.stdout.write(out.join("\n") + "\n");
