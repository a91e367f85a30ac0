/* Old C: implicit int and a function called before it is declared. */
static count = 3;

legacy_sum() { return twice(count); }

twice(x) int x; { return 2 * x; }
