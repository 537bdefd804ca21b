// durbin, loop "dot": polybench.c l.402, sum += r[k-i-1]*y[i] for i < k. RECTANGULARISED (i = 0 .. N-1);
// r[k-i-1] (r backwards) becomes r[N-1-i], still backwards but inside r for the full range.
double r[N];
double y[N];
double sum;

for (int k = 1; k < N; k++)
    for (int i = 0; i < N; i++)
        sum += r[N - 1 - i] * y[i];
