// syrk, loop "scale": polybench.c l.244, j <= i. RECTANGULARISED (j = 0 .. N-1).
double C[N][N];
double beta;

for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
        C[i][j] *= beta;
