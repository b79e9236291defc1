"""A person's answers to open questions: the questions file, what an answer settles, and where it is cited.

Answers are inputs like design statements (`ANS-n`). The critic's question checks read them through
`utspec.answers.effects`; the graph cites them in the spec through `utspec.answers.cite`.
"""
