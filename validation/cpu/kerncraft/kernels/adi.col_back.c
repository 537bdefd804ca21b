// adi, loop "col_back": h.135, v[j][i] = p[i][j]*v[j+1][i] + q[i][j] for j from N-2 down to 1; written as an
// ascending j loop reading v[j+1][i] (Kerncraft takes only `<` conditions): same accesses, opposite order.
double v[N][N];
double p[N][N];
double q[N][N];

for (int t = 0; t < TSTEPS; t++)
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
            v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
