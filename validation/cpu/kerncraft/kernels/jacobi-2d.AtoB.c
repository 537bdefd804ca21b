// jacobi-2d, loop "AtoB": h.226, all TSTEPS time steps.
double A[N][N];
double B[N][N];

for (int t = 0; t < TSTEPS; t++)
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
            B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
