"""Turn a pydantic model into an OpenAI `json_schema` response format in strict form.

Strict mode (OpenAI; grammar-constrained local servers behave alike) wants every object closed
(`additionalProperties: false`) with every property listed in `required`, and no `$ref` with
sibling keys. pydantic's own schema is none of these, so it is rewritten here rather than by a
private helper of the openai package, whose output may change under a pinned replay key.
Parsing stays lenient: the reply is validated by the pydantic model itself, defaults included.
"""

from __future__ import annotations

import copy
from typing import Any

from pydantic import BaseModel


def response_format_for(response_model: type[BaseModel]) -> dict[str, Any]:
    """Return `{"type": "json_schema", "json_schema": {...}}` for `response_model`."""
    schema = response_model.model_json_schema()
    defs = schema.get("$defs", {})
    return {
        "type": "json_schema",
        "json_schema": {
            "name": response_model.__name__,
            "schema": _strict(schema, defs),
            "strict": True,
        },
    }


#: Keys whose value maps names to schemas: the names are data, never schema keywords.
_NAMED_SCHEMAS = frozenset({"properties", "$defs", "patternProperties"})


def _strict(node: Any, defs: dict[str, Any]) -> Any:
    if isinstance(node, list):
        return [_strict(item, defs) for item in node]
    if not isinstance(node, dict):
        return node
    node = _inline_ref_with_siblings(node, defs)
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key == "default":
            continue  # every property is required in strict mode, so a default can never apply
        if key in _NAMED_SCHEMAS and isinstance(value, dict):
            out[key] = {name: _strict(sub, defs) for name, sub in value.items()}
        else:
            out[key] = _strict(value, defs)
    if out.get("type") == "object" and "properties" in out:
        out["additionalProperties"] = False
        out["required"] = list(out["properties"])
    return out


def _inline_ref_with_siblings(node: dict[str, Any], defs: dict[str, Any]) -> dict[str, Any]:
    # pydantic writes {"$ref": ..., "description": ...}; strict mode rejects a $ref that has
    # siblings, so the referenced definition is copied in and the siblings laid over it.
    ref = node.get("$ref")
    if not isinstance(ref, str) or len(node) == 1 or not ref.startswith("#/$defs/"):
        return node
    target: dict[str, Any] = copy.deepcopy(defs[ref.removeprefix("#/$defs/")])
    target.update({key: value for key, value in node.items() if key != "$ref"})
    return target
