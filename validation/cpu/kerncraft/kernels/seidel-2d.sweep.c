// seidel-2d, loop "sweep": h.243, in place (Gauss-Seidel), all TSTEPS time steps.
double A[N][N];

for (int t = 0; t < TSTEPS; t++)
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
            A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1]
                       + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
