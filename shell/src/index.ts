// The async boundary lets Module Federation agree on shared modules before any runs.
import('./bootstrap');
