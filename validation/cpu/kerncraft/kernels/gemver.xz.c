// gemver, loop "xz": polybench.c l.174.
double x[N];
double z[N];

for (int i = 0; i < N; i++)
    x[i] = x[i] + z[i];
