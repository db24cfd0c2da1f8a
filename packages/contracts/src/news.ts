// Issue 6: filled in by its area.
export {};
