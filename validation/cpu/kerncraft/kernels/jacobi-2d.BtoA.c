// jacobi-2d, loop "BtoA": h.229.
double A[N][N];
double B[N][N];

for (int t = 0; t < TSTEPS; t++)
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
            A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);
