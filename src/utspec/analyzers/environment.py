"""Module-level conditions on the environment, not on any input: listed in the checklist, never required.

base32-crockford opens with `PY3 = sys.version_info[0] == 3` and `if not PY3: import string as str`. The
checklist made a boundary of the version (cases at Python 2, 3 and 4, each "cannot be decided from the code")
and a required branch of `not PY3`: cases no unit test can set up, since the interpreter running the test
decides them before any function is called. The same holds for `if TYPE_CHECKING:` (never true at run time),
`if __name__ == "__main__":` (the script entry, not the module's functions) and a UMD wrapper's
`typeof module !== 'undefined' && module.exports`. Such items stay in the checklist (a reader sees them) with
`must_cover` off, so no case and no question is made for them. Only at module level: inside a function the
same test is a branch of that function, which a test can reach by patching the value.

>>> flags = environment_flags("import sys\\nPY3 = sys.version_info[0] == 3\\nIS_WIN = os.name == 'nt'\\n", "python")
>>> sorted(flags)
['IS_WIN', 'PY3']
>>> [is_environment_condition(t, "python", flags) for t in ("not PY3", "sys.version_info >= (3, 10)",
...  'sys.platform.startswith("win")', "TYPE_CHECKING", '__name__ == "__main__"', "DEBUG", "n < 0 or PY3")]
[True, True, True, True, True, False, False]
>>> is_environment_condition("typeof module !== 'undefined' && module.exports", "javascript", frozenset())
True
>>> is_environment_condition("typeof value !== 'undefined'", "javascript", frozenset())
False
"""

from __future__ import annotations

import re

__all__ = ["environment_flags", "is_environment_condition"]

#: What the interpreter or the platform decides, per language: a dotted name starting with one of these.
_PY_ROOTS = (
    "sys.version_info", "sys.version", "sys.platform", "sys.implementation", "sys.maxsize", "sys.byteorder",
    "os.name", "platform.", "TYPE_CHECKING", "typing.TYPE_CHECKING", "__name__",
)  # fmt: skip
#: JavaScript's module systems and hosts, as `typeof X` reads them (a UMD wrapper, a browser check).
_JS_HOSTS = ("module", "exports", "define", "require", "window", "self", "global", "globalThis", "process",
             "navigator", "document")  # fmt: skip
_JS_ROOTS = ("module.exports", "define.amd", "exports", "process.env", "process.versions", "process.platform")

_LANGUAGES = {"python": "py", "javascript": "js", "typescript": "js", "tsx": "js"}
_STRINGS = re.compile(r"\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'|`[^`]*`")
_NAME = re.compile(r"[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*")
_PY_WORDS = {"not", "and", "or", "in", "is", "None", "True", "False"}
_JS_WORDS = {"typeof", "undefined", "null", "true", "false", "function", "object", "in"}
_PY_FLAG = re.compile(r"^(?P<name>[A-Z_][A-Z0-9_]*)\s*=\s*(?P<cond>[^\n#]+)$", re.M)


def environment_flags(text: str, language: str) -> frozenset[str]:
    """Module-level names assigned an environment condition (`PY3 = sys.version_info[0] == 3`), Python only."""
    if _LANGUAGES.get(language) != "py":
        return frozenset()
    flags: set[str] = set()
    for m in _PY_FLAG.finditer(text):  # in order: `PY2 = not PY3` after `PY3 = …` counts too
        if _only_environment(m.group("cond"), "py", frozenset(flags)):
            flags.add(m.group("name"))
    return frozenset(flags)


def is_environment_condition(text: str, language: str, flags: frozenset[str]) -> bool:
    """Whether a condition reads nothing but the environment (and names `environment_flags` found)."""
    lang = _LANGUAGES.get(language)
    return lang is not None and _only_environment(text, lang, flags)


def _only_environment(condition: str, lang: str, flags: frozenset[str]) -> bool:
    code = _STRINGS.sub('""', condition)
    names = [re.sub(r"\s+", "", n) for n in _NAME.findall(code)]
    if lang == "js":
        hosts = {m.group(1) for m in re.finditer(r"\btypeof\s+([A-Za-z_$][\w$]*)", code)}
        if hosts - set(_JS_HOSTS):
            return False
        names = [n for n in names if n not in _JS_WORDS and n not in hosts]
        found = bool(hosts) or bool(names)
        return found and all(n.startswith(_JS_ROOTS) for n in names)
    names = [n for n in names if n not in _PY_WORDS]
    return bool(names) and all(n in flags or n.startswith(_PY_ROOTS) for n in names)
