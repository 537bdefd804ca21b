/* PolyBench/C 4.2.1 medley and stencil kernels; included by polybench.c (see there). */

/* ---------------------------------------------------------------- medley */

static void deriche(const long *p) {
    long W = p[0], H = p[1];
    ARR2(float, imgIn, W, H); ARR2(float, imgOut, W, H); ARR2(float, y1, W, H); ARR2(float, y2, W, H);
    for (long i = 0; i < W; i++)
        for (long j = 0; j < H; j++) imgIn[i][j] = (float)((313 * i + 991 * j) % 65536) / 65535.0f;
    float alpha = 0.25f;
    BENCH_BEGIN((void)0) {
        long i, j;
        float xm1, tm1, ym1, ym2, xp1, xp2, tp1, tp2, yp1, yp2, k;
        float a1, a2, a3, a4, a5, a6, a7, a8, b1, b2, c1, c2;
        k = (1.0f - expf(-alpha)) * (1.0f - expf(-alpha)) / (1.0f + 2.0f * alpha * expf(-alpha) - expf(2.0f * alpha));
        a1 = a5 = k;
        a2 = a6 = k * expf(-alpha) * (alpha - 1.0f);
        a3 = a7 = k * expf(-alpha) * (alpha + 1.0f);
        a4 = a8 = -k * expf(-2.0f * alpha);
        b1 = powf(2.0f, -alpha);
        b2 = -expf(-2.0f * alpha);
        c1 = c2 = 1;
#pragma omp parallel for private(j, xm1, ym1, ym2)
        for (i = 0; i < W; i++) {
            ym1 = 0.0f; ym2 = 0.0f; xm1 = 0.0f;
            for (j = 0; j < H; j++) {
                y1[i][j] = a1 * imgIn[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
                xm1 = imgIn[i][j]; ym2 = ym1; ym1 = y1[i][j];
            }
        }
#pragma omp parallel for private(j, xp1, xp2, yp1, yp2)
        for (i = 0; i < W; i++) {
            yp1 = 0.0f; yp2 = 0.0f; xp1 = 0.0f; xp2 = 0.0f;
            for (j = H - 1; j >= 0; j--) {
                y2[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
                xp2 = xp1; xp1 = imgIn[i][j]; yp2 = yp1; yp1 = y2[i][j];
            }
        }
#pragma omp parallel for private(j)
        for (i = 0; i < W; i++)
            for (j = 0; j < H; j++) imgOut[i][j] = c1 * (y1[i][j] + y2[i][j]);
#pragma omp parallel for private(i, tm1, ym1, ym2)
        for (j = 0; j < H; j++) {
            tm1 = 0.0f; ym1 = 0.0f; ym2 = 0.0f;
            for (i = 0; i < W; i++) {
                y1[i][j] = a5 * imgOut[i][j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
                tm1 = imgOut[i][j]; ym2 = ym1; ym1 = y1[i][j];
            }
        }
#pragma omp parallel for private(i, tp1, tp2, yp1, yp2)
        for (j = 0; j < H; j++) {
            tp1 = 0.0f; tp2 = 0.0f; yp1 = 0.0f; yp2 = 0.0f;
            for (i = W - 1; i >= 0; i--) {
                y2[i][j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
                tp2 = tp1; tp1 = imgOut[i][j]; yp2 = yp1; yp1 = y2[i][j];
            }
        }
#pragma omp parallel for private(j)
        for (i = 0; i < W; i++)
            for (j = 0; j < H; j++) imgOut[i][j] = c2 * (y1[i][j] + y2[i][j]);
    } BENCH_END(({ double s_ = 0; for (long i = 0; i < W; i++) for (long j = 0; j < H; j++) s_ += imgOut[i][j]; s_; }));
    free(imgIn); free(imgOut); free(y1); free(y2);
}

static void floyd_warshall(const long *p) {
    long N = p[0];
    ARR2(int, path, N, N);
    BENCH_BEGIN(({
        for (long i = 0; i < N; i++)
            for (long j = 0; j < N; j++) {
                path[i][j] = (int)(i * j % 7 + 1);
                if ((i + j) % 13 == 0 || (i + j) % 7 == 0 || (i + j) % 11 == 0) path[i][j] = 999;
            }
    })) {
        long i, j, k;
        for (k = 0; k < N; k++) {
#pragma omp parallel for private(j)
            for (i = 0; i < N; i++)
                for (j = 0; j < N; j++)
                    path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j];
        }
    } BENCH_END(({ double s_ = 0; for (long i = 0; i < N; i++) for (long j = 0; j < N; j++) s_ += path[i][j]; s_; }));
    free(path);
}

#define match(b1, b2) (((b1) + (b2)) == 3 ? 1 : 0)
#define max_score(s1, s2) ((s1 >= s2) ? s1 : s2)

static void nussinov(const long *p) {
    long N = p[0];
    ARR1(char, seq, N); ARR2(int, table, N, N);
    for (long i = 0; i < N; i++) seq[i] = (char)((i + 1) % 4);
    BENCH_BEGIN(memset(table, 0, sizeof(int) * (size_t)N * (size_t)N)) {
        long i, j, k;
        for (i = N - 1; i >= 0; i--) {
            for (j = i + 1; j < N; j++) {
                if (j - 1 >= 0) table[i][j] = max_score(table[i][j], table[i][j - 1]);
                if (i + 1 < N) table[i][j] = max_score(table[i][j], table[i + 1][j]);
                if (j - 1 >= 0 && i + 1 < N) {
                    if (i < j - 1) table[i][j] = max_score(table[i][j], table[i + 1][j - 1] + match(seq[i], seq[j]));
                    else table[i][j] = max_score(table[i][j], table[i + 1][j - 1]);
                }
                for (k = i + 1; k < j; k++) table[i][j] = max_score(table[i][j], table[i][k] + table[k + 1][j]);
            }
        }
    } BENCH_END((double)table[0][N - 1]);
    free(seq); free(table);
}

/* ---------------------------------------------------------------- stencils */

static void adi(const long *p) {
    long TSTEPS = p[0], N = p[1];
    ARR2(DT, u, N, N); ARR2(DT, v, N, N); ARR2(DT, pp, N, N); ARR2(DT, q, N, N);
    BENCH_BEGIN(({
        for (long i = 0; i < N; i++)
            for (long j = 0; j < N; j++) u[i][j] = (DT)(i + N - j) / N;
    })) {
        long t, i, j;
        DT DX, DY, DTT, B1, B2, mul1, mul2, a, b, c, d, e, f;
        DX = 1.0 / (DT)N; DY = 1.0 / (DT)N; DTT = 1.0 / (DT)TSTEPS;
        B1 = 2.0; B2 = 1.0;
        mul1 = B1 * DTT / (DX * DX); mul2 = B2 * DTT / (DY * DY);
        a = -mul1 / 2.0; b = 1.0 + mul1; c = a;
        d = -mul2 / 2.0; e = 1.0 + mul2; f = d;
        for (t = 1; t <= TSTEPS; t++) {
#pragma omp parallel for private(j)
            for (i = 1; i < N - 1; i++) {  /* column sweep */
                v[0][i] = 1.0; pp[i][0] = 0.0; q[i][0] = v[0][i];
                for (j = 1; j < N - 1; j++) {
                    pp[i][j] = -c / (a * pp[i][j - 1] + b);
                    q[i][j] = (-d * u[j][i - 1] + (1.0 + 2.0 * d) * u[j][i] - f * u[j][i + 1] - a * q[i][j - 1]) / (a * pp[i][j - 1] + b);
                }
                v[N - 1][i] = 1.0;
                for (j = N - 2; j >= 1; j--) v[j][i] = pp[i][j] * v[j + 1][i] + q[i][j];
            }
#pragma omp parallel for private(j)
            for (i = 1; i < N - 1; i++) {  /* row sweep */
                u[i][0] = 1.0; pp[i][0] = 0.0; q[i][0] = u[i][0];
                for (j = 1; j < N - 1; j++) {
                    pp[i][j] = -f / (d * pp[i][j - 1] + e);
                    q[i][j] = (-a * v[i - 1][j] + (1.0 + 2.0 * a) * v[i][j] - c * v[i + 1][j] - d * q[i][j - 1]) / (d * pp[i][j - 1] + e);
                }
                u[i][N - 1] = 1.0;
                for (j = N - 2; j >= 1; j--) u[i][j] = pp[i][j] * u[i][j + 1] + q[i][j];
            }
        }
    } BENCH_END(SUM2(u, N, N));
    free(u); free(v); free(pp); free(q);
}

static void fdtd_2d(const long *p) {
    long TMAX = p[0], NX = p[1], NY = p[2];
    ARR2(DT, ex, NX, NY); ARR2(DT, ey, NX, NY); ARR2(DT, hz, NX, NY); ARR1(DT, fict, TMAX);
    for (long t = 0; t < TMAX; t++) fict[t] = (DT)t;
    BENCH_BEGIN((init_mat(NX, NY, ex, 1), init_mat(NX, NY, ey, 2), init_mat(NX, NY, hz, 3))) {
        long t, i, j;
        for (t = 0; t < TMAX; t++) {
            for (j = 0; j < NY; j++) ey[0][j] = fict[t];
#pragma omp parallel for private(j)
            for (i = 1; i < NX; i++)
                for (j = 0; j < NY; j++) ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
#pragma omp parallel for private(j)
            for (i = 0; i < NX; i++)
                for (j = 1; j < NY; j++) ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
#pragma omp parallel for private(j)
            for (i = 0; i < NX - 1; i++)
                for (j = 0; j < NY - 1; j++) hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
        }
    } BENCH_END(SUM2(hz, NX, NY));
    free(ex); free(ey); free(hz); free(fict);
}

static void heat_3d(const long *p) {
    long TSTEPS = p[0], N = p[1];
    ARR3(DT, A, N, N, N); ARR3(DT, B, N, N, N);
    BENCH_BEGIN(({
        for (long i = 0; i < N; i++)
            for (long j = 0; j < N; j++)
                for (long k = 0; k < N; k++) A[i][j][k] = B[i][j][k] = (DT)(i + j + (N - k)) * 10 / N;
    })) {
        long t, i, j, k;
        for (t = 1; t <= TSTEPS; t++) {
#pragma omp parallel for private(j, k)
            for (i = 1; i < N - 1; i++)
                for (j = 1; j < N - 1; j++)
                    for (k = 1; k < N - 1; k++)
                        B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                                   + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                                   + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]) + A[i][j][k];
#pragma omp parallel for private(j, k)
            for (i = 1; i < N - 1; i++)
                for (j = 1; j < N - 1; j++)
                    for (k = 1; k < N - 1; k++)
                        A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
                                   + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
                                   + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1]) + B[i][j][k];
        }
    } BENCH_END(sum1(&A[0][0][0], N * N * N));
    free(A); free(B);
}

static void jacobi_1d(const long *p) {
    long TSTEPS = p[0], N = p[1];
    ARR1(DT, A, N); ARR1(DT, B, N);
    BENCH_BEGIN(({ for (long i = 0; i < N; i++) { A[i] = ((DT)i + 2) / N; B[i] = ((DT)i + 3) / N; } })) {
        long t, i;
        for (t = 0; t < TSTEPS; t++) {
#pragma omp parallel for
            for (i = 1; i < N - 1; i++) B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
#pragma omp parallel for
            for (i = 1; i < N - 1; i++) A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
        }
    } BENCH_END(sum1(A, N));
    free(A); free(B);
}

static void jacobi_2d(const long *p) {
    long TSTEPS = p[0], N = p[1];
    ARR2(DT, A, N, N); ARR2(DT, B, N, N);
    BENCH_BEGIN((init_mat(N, N, A, 2), init_mat(N, N, B, 3))) {
        long t, i, j;
        for (t = 0; t < TSTEPS; t++) {
#pragma omp parallel for private(j)
            for (i = 1; i < N - 1; i++)
                for (j = 1; j < N - 1; j++) B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
#pragma omp parallel for private(j)
            for (i = 1; i < N - 1; i++)
                for (j = 1; j < N - 1; j++) A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);
        }
    } BENCH_END(SUM2(A, N, N));
    free(A); free(B);
}

static void seidel_2d(const long *p) {
    long TSTEPS = p[0], N = p[1];
    ARR2(DT, A, N, N);
    BENCH_BEGIN(init_mat(N, N, A, 2)) {
        long t, i, j;
        for (t = 0; t <= TSTEPS - 1; t++)
            for (i = 1; i <= N - 2; i++)
                for (j = 1; j <= N - 2; j++)
                    A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1]
                               + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
    } BENCH_END(SUM2(A, N, N));
    free(A);
}
