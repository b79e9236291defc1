"""The question kinds of design-code-mismatch, one module each (`utspec.critic.checks.design_code_mismatch`).

`code_numbers` and `limits` are the numeric limits (the check's first kind, and the one unexplained-literal defers
to); `outcome` and `sets` ask about a named outcome and a set of codes; the kinds in `PLACED` ask one question per
code place that no earlier question names, in the order of that tuple.
"""
