// bicg, loop "fused": polybench.c l.334 (the O(N) q[i] = 0 left out).
double A[N][M];
double s[M];
double q[N];
double p[M];
double r[N];

for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
        s[j] = s[j] + r[i] * A[i][j];
        q[i] = q[i] + A[i][j] * p[j];
    }
