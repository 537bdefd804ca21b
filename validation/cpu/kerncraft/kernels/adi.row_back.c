// adi, loop "row_back": h.145, u[i][j] = p[i][j]*u[i][j+1] + q[i][j], j downwards; written ascending (see col_back).
double u[N][N];
double p[N][N];
double q[N][N];

for (int t = 0; t < TSTEPS; t++)
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
            u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
