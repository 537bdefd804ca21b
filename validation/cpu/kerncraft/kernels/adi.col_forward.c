// adi, loop "col_forward": h.131-132 (column sweep, forward elimination); all TSTEPS time steps.
// The scalars stand for the source's loop-invariant expressions: minus_c = -c, minus_d = -d, d2 = 1 + 2d.
double u[N][N];
double p[N][N];
double q[N][N];
double a;
double b;
double f;
double minus_c;
double minus_d;
double d2;

for (int t = 0; t < TSTEPS; t++)
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++) {
            p[i][j] = minus_c / (a * p[i][j - 1] + b);
            q[i][j] = (minus_d * u[j][i - 1] + d2 * u[j][i] - f * u[j][i + 1] - a * q[i][j - 1]) / (a * p[i][j - 1] + b);
        }
