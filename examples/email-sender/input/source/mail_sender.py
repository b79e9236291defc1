import logging
from azure.communication.email import EmailClient
from shared.constants import Email


# Create email content
def _make_send_massage(subject: str, plain_text: str, html: str):
    """
    Create the email payload.
    Args:
        subject (str): Email subject
        plain_text (str): Plain-text email body
        html (str): HTML email body
    Returns:
        dict: Email payload
    """
    message = {
        "senderAddress": Email.FROM_ADDRESS.value,
        "recipients": {
            "to": [{"address": Email.TO_ADDRESS.value}],
        },
        "content": {"subject": subject, "plainText": plain_text, "html": html},
    }

    return message


# Send an HTML email
def send_htmlmail(subject: str, plain_text: str, html: str, email_conn_string: str):
    try:
        # Connect to the EmailClient service
        client = EmailClient.from_connection_string(email_conn_string)

        # Build the outgoing email
        message = _make_send_massage(subject=subject, plain_text=plain_text, html=html)

        poller = client.begin_send(message)
        poller.result()

        logging.info("Email sent successfully.")

    except Exception as ex:
        print(ex)
