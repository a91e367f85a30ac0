// Planted in a port's build on the CPU runner: a model of
// __funnelshift_lc that wraps the shift, as __funnelshift_l does.
#define __funnelshift_lc(LO, HI, SHIFT) __funnelshift_l(LO, HI, SHIFT)
