// Host reference code only.
inline int reference_twice(int v) { return 2 * v; }
