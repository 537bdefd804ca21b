// jacobi-1d, loop "AtoB": h.210, all TSTEPS time steps.
double A[N];
double B[N];

for (int t = 0; t < TSTEPS; t++)
    for (int i = 1; i < N - 1; i++)
        B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
