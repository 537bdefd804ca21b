// fdtd-2d, loop "ex": h.165.
double ex[NX][NY];
double hz[NX][NY];

for (int t = 0; t < TMAX; t++)
    for (int i = 0; i < NX; i++)
        for (int j = 1; j < NY; j++)
            ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
