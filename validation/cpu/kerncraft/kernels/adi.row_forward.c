// adi, loop "row_forward": h.141-142 (row sweep); minus_f = -f, minus_a = -a, a2 = 1 + 2a.
double v[N][N];
double p[N][N];
double q[N][N];
double c;
double d;
double e;
double minus_f;
double minus_a;
double a2;

for (int t = 0; t < TSTEPS; t++)
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++) {
            p[i][j] = minus_f / (d * p[i][j - 1] + e);
            q[i][j] = (minus_a * v[i - 1][j] + a2 * v[i][j] - c * v[i + 1][j] - d * q[i][j - 1]) / (d * p[i][j - 1] + e);
        }
