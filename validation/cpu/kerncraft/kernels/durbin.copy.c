// durbin, loop "copy": polybench.c l.405, y[i] = z[i] for i < k. RECTANGULARISED (i = 0 .. N-1).
double y[N];
double z[N];

for (int k = 1; k < N; k++)
    for (int i = 0; i < N; i++)
        y[i] = z[i];
