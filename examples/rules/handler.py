"""POST /orders: the HTTP handler the team's rule is about."""

from http import HTTPStatus


def create_order(request, db):
    body = request.json()
    if not body.get("item"):
        return {"error": "item is required"}, HTTPStatus.BAD_REQUEST
    if body.get("quantity", 0) > 100:
        return {"error": "at most 100 per order"}, HTTPStatus.UNPROCESSABLE_ENTITY
    order_id = db.insert_order(body["item"], body.get("quantity", 1))
    return {"id": order_id}, HTTPStatus.CREATED
