"""Session 11 rules for key items walked through the code (issue 13): a value's own type, a regex, a
substring, errors a validator records instead of raising, and a passed null.

The sources are small real-shaped excerpts (validate-npm-package-name's checks, gzip's mode test); the
analyzers build the checklist, so the walk meets the items `utspec run` would give it. Each test fails
with its rule switched off (seen once each: the module's function made to return None / report nothing).
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import KeyItem, SourceText
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify
from utspec.questions.null_input import NULL, null_passed, null_truth

JS_VALIDATE = """function validate (name) {
  var warnings = []
  var errors = []

  if (name === null) {
    errors.push('name cannot be null')
    return done(warnings, errors)
  }

  if (typeof name !== 'string') {
    errors.push('name must be a string')
    return done(warnings, errors)
  }

  if (name.startsWith('.')) {
    errors.push('name cannot start with a period')
  }

  if (name.match(/^_/)) {
    errors.push('name cannot start with an underscore')
  }

  if (name.startsWith('~')) {
    warnings.push('name should not start with a tilde')
  }

  return done(warnings, errors)
}
"""

PY_MODES = """class Archive:
    def __init__(self, filename=None, mode=None):
        if mode and ('t' in mode or 'U' in mode):
            raise ValueError("Invalid mode: {!r}".format(mode))
        if mode is None:
            mode = 'rb'
        self.mode = mode
        return self.mode
"""


def _inputs(path: str, text: str) -> Inputs:
    src = SourceText(path=path, text=text)
    return Inputs.of(analyze([src]).items, [], [src])


def test_a_type_test_is_decided_by_the_value_type_not_its_text() -> None:
    # value_type.py: '.hidden' is a string, so `typeof name !== 'string'` is false and the walk goes on
    # (a string value read as the text 'string' would meet the guard's recorded error instead)
    v = classify("'my-package' という名前は受け付けられること", _inputs("index.js", JS_VALIDATE))
    assert v.outcome != "contradicted"


def test_a_regex_literal_decides_the_claimed_string() -> None:
    # regex_test.py: `name.match(/^_/)` is met by '_private'; unread, the walk reached the final return
    v = classify("'_private' のようにアンダースコアで始まる名前はエラーになること", _inputs("index.js", JS_VALIDATE))
    assert v.outcome != "contradicted"


def test_an_error_recorded_in_a_list_is_the_error_a_key_item_expects_but_not_a_raise() -> None:
    # reported.py: `errors.push(…)` meets "エラーになる", not "例外が送出される"
    inputs = _inputs("index.js", JS_VALIDATE)
    assert classify("'.secret' のようにピリオドで始まる名前はエラーになること", inputs).outcome != "contradicted"
    raised = classify("'.secret' のようにピリオドで始まる名前を渡すと例外が送出されること", inputs)
    assert raised.outcome == "contradicted"
    assert raised.ends_at == "index.js:16" and "errors.push" in raised.actual


def test_a_warning_is_not_the_error_a_key_item_expects() -> None:
    # reported.py: only `warnings.push(…)` is reached for '~tilde': a warning contradicts "エラーになる"
    v = classify("'~tilde' のようにチルダで始まる名前はエラーになること", _inputs("index.js", JS_VALIDATE))
    assert v.outcome == "contradicted" and v.ends_at == "index.js:24"


def test_a_literal_looked_for_inside_the_claimed_string_decides() -> None:
    # substring_test.py: 'rt' contains 't', so `'t' in mode` raises (gzip's GzipFile, KT-2's shape)
    inputs = _inputs("archive.py", PY_MODES)
    v = classify("Archive にモード 'rt' を渡すとテキストモードで開かれること", inputs)
    assert v.outcome == "contradicted" and v.ends_at == "archive.py:4"
    assert classify("Archive にモード 'rb' を渡すとバイナリモードで開かれること", inputs).outcome != "contradicted"


def test_a_substring_test_is_not_about_a_code_word_the_claim_does_not_give_the_subject() -> None:
    # ok: 'CRC' is no mode ('worded' atoms need the claim to name the subject)
    v = classify("読み込んだデータの CRC が一致しない場合は ValueError が送出されること", _inputs("archive.py", PY_MODES))
    assert v.outcome != "contradicted"


def test_a_passed_null_is_a_value_the_null_guard_decides() -> None:
    # null_input.py: "null を渡すと例外が送出される" meets `name === null`, whose block records an error and returns
    inputs = _inputs("index.js", JS_VALIDATE)
    v = classify("name に null を渡すと例外が送出されること", inputs)
    assert v.outcome == "contradicted" and v.ends_at == "index.js:6" and v.decided is not None and v.decided.line == 5
    assert classify("name に null を渡すとエラーになること", inputs).outcome != "contradicted"  # ok: recorded
    q = question(KeyItem(id="KT-8", text="name に null を渡すと例外が送出されること", file="kt.md", line=8), v, "ja", [])
    assert q is not None and "index.js:6" in q.question and "errors.push('name cannot be null')" in q.question
    assert "null で例外が送出されることを期待" in q.question


def test_a_null_guard_decides_only_a_passed_null() -> None:
    # null_input.py: `proxyUserName != null` is about another name than a claimed 407 (commons-net KT-4,
    # which the guard wrongly took when it also decided non-null values)
    assert null_truth("name === null", NULL) == ("name", True)
    assert null_truth("mode is not None", NULL) == ("mode", False)
    assert null_truth("name === undefined", NULL) == ("name", False)  # strict: null is not undefined
    assert null_truth("proxyUserName != null", "407") is None
    assert null_passed("Passing None raises TypeError") == (NULL,)
    assert null_passed("returns None when the file is empty") == ()


JS_ESCAPE = """var escape = function escape(string, options) {
	var isIdentifier = options.isIdentifier;
	var output = string;
	if (isIdentifier) {
		output = '\\\\' + output;
	}
	if (!isIdentifier && options.wrap) {
		return '"' + output + '"';
	}
	return output;
};
"""


def test_boolean_settings_that_make_the_named_condition_false_contradict() -> None:
    # flag_settings.py: cssesc KT-4's shape; the settings make `!isIdentifier && options.wrap` false
    inputs = _inputs("escape.js", JS_ESCAPE)
    v = classify("With wrap true and isIdentifier true the output is wrapped in quotes", inputs)
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 7
    q = question(KeyItem(id="KT-4", text="With wrap true and isIdentifier true", file="kt.md", line=4), v, "ja", [])
    assert q is not None and "escape.js:7" in q.question and "偽" in q.question
    # ok: settings that meet the condition, a negated claim they agree with, a flag the condition does not test
    assert classify("With wrap true and isIdentifier false the output is wrapped in quotes", inputs).outcome != "contradicted"
    assert classify("With wrap true and isIdentifier true the output is not wrapped", inputs).outcome != "contradicted"
    assert classify("With wrap true and quiet true the output is wrapped in quotes", inputs).outcome != "contradicted"


PY_TRUNCATE = """def smart_truncate(string, max_length=0, word_boundary=False):
    if not word_boundary:
        return string[:max_length]
    truncated = ''
    for word in string.split(' '):
        truncated += word
    return truncated
"""


PY_STOPWORDS = """def slugify(text, stopwords=(), lowercase=True):
    if stopwords:
        if lowercase:
            stopwords_lower = [s.lower() for s in stopwords]
            words = [w for w in text.split('-') if w not in stopwords_lower]
        else:
            words = [w for w in text.split('-') if w not in stopwords]
        text = '-'.join(words)
    return text
"""


def test_a_flag_claim_about_the_path_past_a_guard_is_no_contradiction() -> None:
    # ok: slugify-py KT-4 makes `not word_boundary` false and is about the word loop past it, not the guard's cut
    inputs = _inputs("slugify.py", PY_TRUNCATE)
    assert classify("word_boundary=True truncates to complete words only", inputs).outcome != "contradicted"
    # ok: slugify-py KT-7 makes `lowercase` false; the `else:` past it matches `stopwords` as they are
    inputs = _inputs("slugify.py", PY_STOPWORDS)
    assert classify("With lowercase=False, stopwords are matched case-sensitively", inputs).outcome != "contradicted"


PY_HEADER = """def write_header(fileobj, name):
    fname = name.encode('latin-1')
    if fname.endswith(b'.gz'):
        fname = fname[:-3]
    fileobj.write(fname + b'\\000')
"""


def test_a_value_expected_kept_that_the_code_cuts_is_contradicted() -> None:
    # rewritten.py: gzip KT-6's shape; 'data.gz' is written as 'data'
    inputs = _inputs("hdr.py", PY_HEADER)
    v = classify("ファイル名 'data.gz' で書き込むと、ヘッダに 'data.gz' が記録されること", inputs)
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 3 and v.actual == "fname = fname[:-3]"
    ok = classify("ファイル名 'data.txt' で書き込むと、ヘッダに 'data.txt' が記録されること", inputs)
    assert ok.outcome != "contradicted"  # ok: no '.gz' to cut
