// Ground truth for bench/accuracy_code.py --lang csharp: the ANTLR grammars-v4 C# grammar.
//
// Run: NODE_PATH=/tmp/utspec-truth/node_modules node cs_truth.js < list-of-paths
// The parser is the one generated from grammars-v4's CSharpLexer/CSharpParser.g4 and shipped in npm
// prettier-plugin-csharp@0.6.0-development (runtime: antlr4@4.7.2, the version it was generated with).
// That grammar knows C# up to about 7.0 (no throw expressions, local functions, switch expressions,
// records): a file it cannot parse is reported as an error and left out of the measurement.
// Reads one file path per line on stdin and prints one JSON object per file:
// {"path": ..., "keys": [[kind, line, ...], ...]} or {"path": ..., "error": ...}.
// The key definitions are the ones bench/accuracy_code.py documents; nothing here uses tree-sitter.
"use strict";

const fs = require("fs");
const antlr4 = require("antlr4/index");
const { ErrorListener } = require("antlr4/error/ErrorListener");
const { CSharpLexer } = require("prettier-plugin-csharp/src/csharp/CSharpLexer");
const { CSharpParser } = require("prettier-plugin-csharp/src/csharp/CSharpParser");

const FLIP = { "<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!=" };
const COMPARE = new Set(["<", "<=", ">", ">=", "==", "!="]);
const NESTING = new Set([
  "IfStatementContext", "SwitchStatementContext", "Switch_sectionContext", "WhileStatementContext",
  "DoStatementContext", "ForStatementContext", "ForeachStatementContext", "TryStatementContext",
  "Specific_catch_clauseContext", "General_catch_clauseContext", "Finally_clauseContext",
]);
const FUNCTIONS = new Set([
  "Method_declarationContext", "Constructor_declarationContext", "Destructor_definitionContext",
  "Operator_declarationContext", "Get_accessor_declarationContext", "Set_accessor_declarationContext",
  "Add_accessor_declarationContext", "Remove_accessor_declarationContext", "Lambda_expressionContext",
  "AnonymousMethodExpressionContext",
  // A property's first accessor has no declaration context of its own (`get` sits in
  // accessor_declarations beside its body): the body stands for the function.
  "Accessor_bodyContext",
]);
const BODIES = new Set(["Method_bodyContext", "BodyContext", "Accessor_bodyContext", "Anonymous_function_bodyContext"]);
// Statements that only wrap another one (`lock`, `using`, …: Python's `with`) end where it ends.
const WRAPPERS = new Set([
  "WhileStatementContext", "ForStatementContext", "ForeachStatementContext", "LockStatementContext",
  "UsingStatementContext", "CheckedStatementContext", "UncheckedStatementContext", "FixedStatementContext",
  "UnsafeStatementContext", "LabeledStatementContext", "Labeled_statementContext",
]);

class Throwing extends ErrorListener {
  syntaxError(recognizer, symbol, line, column, msg) {
    throw new Error(`line ${line}:${column}: ${msg}`);
  }
}

const name = (ctx) => ctx.constructor.name;
const isRule = (x) => x instanceof antlr4.ParserRuleContext;
const kids = (ctx) => ctx.children || [];
const end = (ctx) => (ctx.stop ? ctx.stop.stop + 1 : ctx.start.start);
const terminalText = (x) => (isRule(x) ? null : x.getText());

function unwrap(ctx) {
  // Single-child chains (expression precedence levels, statement wrappers) down to what they hold.
  while (isRule(ctx) && kids(ctx).length === 1 && isRule(kids(ctx)[0])) ctx = kids(ctx)[0];
  return ctx;
}

function number(ctx) {
  ctx = unwrap(ctx);
  while (name(ctx) === "ParenthesisExpressionsContext") ctx = unwrap(kids(ctx)[1]);
  if (name(ctx) === "Unary_expressionContext" && kids(ctx).length === 2 && terminalText(kids(ctx)[0]) === "-") {
    let inner = unwrap(kids(ctx)[1]);
    while (name(inner) === "ParenthesisExpressionsContext") inner = unwrap(kids(inner)[1]);
    const v = name(inner) === "LiteralContext" ? number(inner) : null;
    return v === null ? null : -v;
  }
  if (name(ctx) !== "LiteralContext" || kids(ctx).length !== 1 || isRule(kids(ctx)[0])) return null;
  const token = kids(ctx)[0].symbol;
  const type = CSharpLexer.prototype.symbolicNames[token.type];
  let t = token.text.replace(/_/g, "");
  if (type === "INTEGER_LITERAL" || type === "HEX_INTEGER_LITERAL" || type === "BIN_INTEGER_LITERAL") {
    t = t.replace(/[uUlL]+$/, "");
    if (/^0[bB]/.test(t)) return parseInt(t.slice(2), 2);
    return Number(t);
  }
  if (type === "REAL_LITERAL") return Number(t.replace(/[fFdDmM]$/, ""));
  return null;
}

function lastStatement(block) {
  const list = kids(block).find((k) => name(k) === "Statement_listContext");
  if (!list) return null;
  const stmts = kids(list).filter(isRule);
  return stmts[stmts.length - 1];
}

// Where a statement's last statement ends: closing braces after it do not count (Python has none).
function effectiveEnd(ctx) {
  ctx = unwrap(ctx);
  const n = name(ctx);
  const rules = kids(ctx).filter(isRule);
  if (n === "BlockContext") {
    const last = lastStatement(ctx);
    return last ? effectiveEnd(last) : end(ctx);
  }
  if (n === "IfStatementContext") return effectiveEnd(rules[rules.length - 1]);  // the else body, else the then body
  if (n === "TryStatementContext") {
    const fin = rules.find((k) => name(k) === "Finally_clauseContext");
    if (fin) return effectiveEnd(kids(fin).filter(isRule)[0]);
    const clauses = kids(rules.find((k) => name(k) === "Catch_clausesContext")).filter(isRule);
    const lastClause = kids(clauses[clauses.length - 1]).filter(isRule);
    return effectiveEnd(lastClause[lastClause.length - 1]);
  }
  if (n === "SwitchStatementContext") {
    const sections = rules.filter((k) => name(k) === "Switch_sectionContext");
    if (!sections.length) return end(ctx);
    const list = kids(sections[sections.length - 1]).find((k) => name(k) === "Statement_listContext");
    const stmts = kids(list).filter(isRule);
    return effectiveEnd(stmts[stmts.length - 1]);
  }
  if (WRAPPERS.has(n) && rules.length) return effectiveEnd(rules[rules.length - 1]);
  return end(ctx);
}

function bodyBlock(fn) {
  for (const k of kids(fn)) {
    if (name(k) === "BlockContext") return k;
    if (BODIES.has(name(k))) {
      const b = kids(k).find((x) => name(x) === "BlockContext");
      if (b) return b;
    }
  }
  return null;
}

function one(path) {
  const text = fs.readFileSync(path, "utf8").replace(/^\uFEFF/, "");  // the grammar has no byte-order mark
  const lexer = new CSharpLexer(new antlr4.InputStream(text));
  lexer.removeErrorListeners();
  lexer.addErrorListener(new Throwing());
  const parser = new CSharpParser(new antlr4.CommonTokenStream(lexer));
  parser.removeErrorListeners();
  parser.addErrorListener(new Throwing());
  let tree;
  try {
    tree = parser.compilation_unit();
  } catch (e) {
    return { path, error: String(e.message || e) };
  }
  const keys = [];
  const key = (kind, ctx) => keys.push([kind, ctx.start.line]);

  function exit(ctx) {
    let nested = false;
    for (let p = ctx.parentCtx; p; p = p.parentCtx) {
      const n = name(p);
      // A conversion operator's body hangs off the member declaration, beside its declarator.
      const isFn = FUNCTIONS.has(n) || (n === "Common_member_declarationContext" &&
                                         kids(p).some((k) => name(k) === "Conversion_operator_declaratorContext"));
      if (isFn) {
        const body = bodyBlock(p);
        const last = body && lastStatement(body);
        if (nested && last && end(ctx) < effectiveEnd(last)) key("early_return", ctx);
        return;
      }
      if (n === "Common_member_declarationContext") return;  // a field initializer: no function
      if (NESTING.has(n)) nested = true;
    }
  }

  function visit(ctx) {
    const n = name(ctx);
    const k = kids(ctx);
    switch (n) {
      case "IfStatementContext": case "Switch_labelContext":
        key("branch", ctx);
        break;
      case "Conditional_expressionContext": case "Null_coalescing_expressionContext":
      case "Conditional_or_expressionContext": case "Conditional_and_expressionContext":
        // ANTLR lists `a && b && c` flat: one context with operators is one chain, one branch.
        if (k.length > 1) key("branch", ctx);
        break;
      case "Specific_catch_clauseContext": case "General_catch_clauseContext":
        key("handler", ctx);
        break;
      case "ThrowStatementContext":
        key("raise", ctx);
        exit(ctx);
        break;
      case "ReturnStatementContext":
        exit(ctx);
        break;
      case "Equality_expressionContext": case "Relational_expressionContext":
        for (let i = 1; i + 1 < k.length; i += 2) {
          const op = terminalText(k[i]);
          if (!COMPARE.has(op) || !isRule(k[i + 1])) continue;
          const l = number(k[i - 1]), r = number(k[i + 1]);
          if ((l === null) !== (r === null)) {
            keys.push(["boundary", ctx.start.line, r !== null ? op : FLIP[op], r !== null ? r : l]);
          }
        }
        break;
    }
    for (const c of k) if (isRule(c)) visit(c);
  }
  visit(tree);
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
