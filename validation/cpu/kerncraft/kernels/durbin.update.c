// durbin, loop "update": polybench.c l.404, z[i] = y[i] + alpha*y[k-i-1] for i < k. RECTANGULARISED (i = 0 .. N-1);
// y[k-i-1] (backwards) becomes y[N-1-i], inside y for the full range.
double y[N];
double z[N];
double alpha;

for (int k = 1; k < N; k++)
    for (int i = 0; i < N; i++)
        z[i] = y[i] + alpha * y[N - 1 - i];
