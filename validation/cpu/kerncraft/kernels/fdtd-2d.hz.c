// fdtd-2d, loop "hz": h.168.
double ex[NX][NY];
double ey[NX][NY];
double hz[NX][NY];

for (int t = 0; t < TMAX; t++)
    for (int i = 0; i < NX - 1; i++)
        for (int j = 0; j < NY - 1; j++)
            hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
