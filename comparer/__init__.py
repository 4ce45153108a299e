"""Comparer: collation, diff, variant graph, odds audit, reports, site build and the CLI."""
