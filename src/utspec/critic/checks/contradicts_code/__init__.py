"""The parts of expected-contradicts-code, one module per reading of the code; `expected_contradicts_code` is the entry."""
