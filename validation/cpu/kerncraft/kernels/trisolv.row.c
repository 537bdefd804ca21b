// trisolv, loop "row": polybench.c l.471, x[i] -= L[i][j]*x[j], j < i. RECTANGULARISED (j = 0 .. N-1).
double L[N][N];
double x[N];

for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
        x[i] -= L[i][j] * x[j];
