// ludcmp, loop "back": polybench.c l.460, w -= A[i][j]*x[j], j > i, i from N-1 down to 0.
// RECTANGULARISED (j = 0 .. N-1) and written as an ascending i loop (Kerncraft takes only `<` conditions).
double A[N][N];
double x[N];
double w;

for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
        w -= A[i][j] * x[j];
