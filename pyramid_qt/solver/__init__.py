"""The exact Pyramid solver (no Qt)."""
