"""The doctests of the value-evaluation parts of the semantic checks run in the suite: `_conditional` (a conditional
expression's arms, a `try` body's first line), `_literal_side` (a branch's side from the input's literal),
`_guard_side` (a branch's side from its condition evaluated at the input), `_worked_return` (the body's value at
the input), `_design_raises` (the exception a design statement names), `_elsewhere`, `_loop_count`,
`_name_values`, `_sql_rows` (an "only" list of rows), `utspec.doubles` (a test double's answer in place of its call; the designer's write values read it too),
`_switch_side` (a `case` label's side), `_guarded_claims` (a guarded break/continue/call) and `_write_claims`; `_doubled_return` (a cited `return` line with the case's doubles), `_expression_arm` (a conditional
expression's arm against "the expression yields"), `_negated_line` (a boundary under `not ( … )`), `_design_message` (a design's exception message the code no
longer raises), `_equals_side` (`"99".equals(check)`, literal comparisons joined by || / &&), `_value_arm` (the arm a returned
switch expression takes), `_sql_blocks` (a PL/pgSQL IF's block read from the text). The fixture rows TC-098..TC-153 of expected-contradicts-code and TC-005 of expected-contradicts-design
exercise them through the checks."""

from __future__ import annotations

import doctest

from utspec import doubles
from utspec.critic.checks import (
    _conditional,
    _design_message,
    _design_raises,
    _doubled_return,
    _elsewhere,
    _equals_side,
    _expression_arm,
    _guard_side,
    _guarded_claims,
    _handler_raises,
    _host_side,
    _literal_returns,
    _literal_side,
    _loop_block,
    _loop_count,
    _message_template,
    _name_values,
    _negated_line,
    _never_assigned,
    _operand_truths,
    _operand_value,
    _own_numbers,
    _return_elsewhere,
    _sized_side,
    _sql_blocks,
    _sql_rows,
    _statement_call,
    _switch_side,
    _unhandled_write,
    _unheld,
    _unreached,
    _value_arm,
    _worked,
    _worked_return,
    _write_claims,
    _write_op,
)

MODULES = (_conditional, _equals_side, _design_message, _design_raises, _doubled_return, _expression_arm, _negated_line, doubles, _elsewhere, _guard_side, _guarded_claims, _handler_raises, _host_side, _literal_side, _literal_returns, _loop_block, _loop_count, _message_template,
           _name_values, _never_assigned, _operand_truths, _operand_value, _own_numbers, _return_elsewhere, _sized_side, _sql_blocks, _sql_rows, _statement_call, _switch_side, _unhandled_write, _unheld, _unreached, _value_arm, _worked, _worked_return, _write_claims, _write_op)


def test_doctests():
    for module in MODULES:
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted >= 1, module.__name__
