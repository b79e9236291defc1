// Ground truth for bench/accuracy_code.py --lang go: the standard library's go/parser and go/ast.
//
// Run: go run bench/truth/go/gotruth.go < list-of-paths   (Debian golang-go, go1.19)
// Reads one file path per line on stdin and prints one JSON object per file:
// {"path": ..., "keys": [[kind, line, ...], ...]} or {"path": ..., "error": ...}.
// The key definitions are the ones bench/accuracy_code.py documents; nothing here uses tree-sitter.
package main

import (
	"bufio"
	"encoding/json"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"os"
	"strings"
)

type result struct {
	Path  string          `json:"path"`
	Keys  [][]interface{} `json:"keys,omitempty"`
	Error string          `json:"error,omitempty"`
}

var ops = map[token.Token]string{token.LSS: "<", token.LEQ: "<=", token.GTR: ">", token.GEQ: ">=", token.EQL: "==", token.NEQ: "!="}
var flip = map[string]string{"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	out := json.NewEncoder(os.Stdout)
	for in.Scan() {
		path := strings.TrimSpace(in.Text())
		if path == "" {
			continue
		}
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			out.Encode(result{Path: path, Error: err.Error()})
			continue
		}
		w := &walker{fset: fset}
		ast.Inspect(file, w.visit)
		out.Encode(result{Path: path, Keys: w.keys})
	}
}

type walker struct {
	fset  *token.FileSet
	keys  [][]interface{}
	stack []ast.Node
}

func (w *walker) line(p token.Pos) int { return w.fset.Position(p).Line }

func (w *walker) key(kind string, p token.Pos) { w.keys = append(w.keys, []interface{}{kind, w.line(p)}) }

func (w *walker) visit(n ast.Node) bool {
	if n == nil {
		w.stack = w.stack[:len(w.stack)-1]
		return true
	}
	switch x := n.(type) {
	case *ast.IfStmt:
		w.key("branch", x.Pos())
	case *ast.CaseClause:
		w.key("branch", x.Pos())
	case *ast.CommClause:
		w.key("branch", x.Pos())
	case *ast.ReturnStmt:
		w.exit(x)
	case *ast.CallExpr:
		if id, ok := x.Fun.(*ast.Ident); ok && id.Name == "panic" {
			w.key("raise", x.Pos())
			w.exit(x)
		} else if ok && id.Name == "recover" {
			w.key("handler", x.Pos())
		}
	case *ast.BinaryExpr:
		if x.Op == token.LAND || x.Op == token.LOR {
			// One chain of one operator is one branch: `a && b && c` parses as `(a && b) && c`.
			parent, ok := w.stack[len(w.stack)-1].(*ast.BinaryExpr)
			if !(ok && parent.Op == x.Op && parent.X == ast.Expr(x)) {
				w.key("branch", x.Pos())
			}
		}
		if op, ok := ops[x.Op]; ok {
			l, lok := number(x.X)
			r, rok := number(x.Y)
			if lok != rok {
				if rok {
					w.keys = append(w.keys, []interface{}{"boundary", w.line(x.Pos()), op, r})
				} else {
					w.keys = append(w.keys, []interface{}{"boundary", w.line(x.Pos()), flip[op], l})
				}
			}
		}
	}
	w.stack = append(w.stack, n)
	return true
}

func number(e ast.Expr) (float64, bool) {
	for {
		p, ok := e.(*ast.ParenExpr)
		if !ok {
			break
		}
		e = p.X
	}
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.SUB {
		inner := u.X
		for {
			p, ok := inner.(*ast.ParenExpr)
			if !ok {
				break
			}
			inner = p.X
		}
		if _, ok := inner.(*ast.BasicLit); !ok {
			return 0, false
		}
		v, ok := number(inner)
		return -v, ok
	}
	lit, ok := e.(*ast.BasicLit)
	if !ok || (lit.Kind != token.INT && lit.Kind != token.FLOAT) {
		return 0, false
	}
	v, _ := constant.Float64Val(constant.MakeFromLiteral(lit.Value, lit.Kind, 0))
	return v, true
}

// exit records an early_return: a return or panic nested in an if / for / switch / select / case
// of its nearest function, ending before that function body's final statement ends.
func (w *walker) exit(n ast.Node) {
	nested := false
	for i := len(w.stack) - 1; i >= 0; i-- {
		var body *ast.BlockStmt
		switch p := w.stack[i].(type) {
		case *ast.FuncDecl:
			body = p.Body
		case *ast.FuncLit:
			body = p.Body
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt,
			*ast.CaseClause, *ast.CommClause:
			nested = true
			continue
		default:
			continue
		}
		if nested && body != nil && len(body.List) > 0 && n.End() < effectiveEnd(body.List[len(body.List)-1]) {
			w.key("early_return", n.Pos())
		}
		return
	}
}

// effectiveEnd is where a statement's last statement ends: closing braces after it do not count.
func effectiveEnd(s ast.Node) token.Pos {
	switch x := s.(type) {
	case *ast.BlockStmt:
		if len(x.List) == 0 {
			return x.End()
		}
		return effectiveEnd(x.List[len(x.List)-1])
	case *ast.IfStmt:
		if x.Else != nil {
			return effectiveEnd(x.Else)
		}
		return effectiveEnd(x.Body)
	case *ast.ForStmt:
		return effectiveEnd(x.Body)
	case *ast.RangeStmt:
		return effectiveEnd(x.Body)
	case *ast.LabeledStmt:
		return effectiveEnd(x.Stmt)
	case *ast.SwitchStmt:
		return effectiveEnd(x.Body)
	case *ast.TypeSwitchStmt:
		return effectiveEnd(x.Body)
	case *ast.SelectStmt:
		return effectiveEnd(x.Body)
	case *ast.CaseClause:
		if len(x.Body) == 0 {
			return x.End()
		}
		return effectiveEnd(x.Body[len(x.Body)-1])
	case *ast.CommClause:
		if len(x.Body) == 0 {
			return x.End()
		}
		return effectiveEnd(x.Body[len(x.Body)-1])
	}
	return s.End()
}
