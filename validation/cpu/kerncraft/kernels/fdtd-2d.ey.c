// fdtd-2d, loop "ey": h.162, all TMAX time steps (the O(NY) ey[0][j] = fict[t] left out).
double ey[NX][NY];
double hz[NX][NY];

for (int t = 0; t < TMAX; t++)
    for (int i = 1; i < NX; i++)
        for (int j = 0; j < NY; j++)
            ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
