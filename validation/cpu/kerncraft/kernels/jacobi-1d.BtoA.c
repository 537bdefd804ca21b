// jacobi-1d, loop "BtoA": h.212.
double A[N];
double B[N];

for (int t = 0; t < TSTEPS; t++)
    for (int i = 1; i < N - 1; i++)
        A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
