"""The Generator & Critic loop as a LangGraph StateGraph. The only package that imports langgraph."""
