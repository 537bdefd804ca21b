// ludcmp, loop "forward": polybench.c l.459, w -= A[i][j]*y[j], j < i. RECTANGULARISED (j = 0 .. N-1).
double A[N][N];
double y[N];
double w;

for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
        w -= A[i][j] * y[j];
