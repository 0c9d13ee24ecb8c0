// C transcription of hexbench's W1, W3, W5 and W6 (same sinks, same hex set:
// the radius-577 hexagon, 8-byte {int32 q, r} hexes as HexCore stores them,
// same checksums), to
// measure the floor of each loop with clang -O2 for the baseline x86-64
// target Swift compiles for, and with -march=native for comparison. Also W3
// in 32-bit arithmetic as the maximum of |dq|, |dr|, |ds|, as hexx computes
// it. Not part of the package.
//
//   clang -O2 -o /tmp/core-loops Tests/Transcriptions/core-loops.c && /tmp/core-loops
//   clang -O2 -march=native -o /tmp/core-loops-native Tests/Transcriptions/core-loops.c
//
// Clang folds W1's nested loop into a closed form, so W1 gives no floor.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
typedef struct { int32_t q, r; } Hex;  // two Int32, as HexCore's Hex
typedef struct { int32_t q, r; } Hex32;
#define R 577
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e9 + t.tv_nsec; }
static int64_t sq(int64_t x) { return x * x; }
static int cmp(const void *a, const void *b) { double x = *(double *)a, y = *(double *)b; return (x > y) - (x < y); }
__attribute__((noinline)) int64_t w1(void) {
  int64_t sum = 0;
  for (int64_t q = -R; q <= R; q++) {
    int64_t lo = q < 0 ? -R - q : -R, hi = q < 0 ? R : R - q;
    for (int64_t r = lo; r <= hi; r++) sum += sq(q * 31 + r);
  }
  return sum;
}
static inline int64_t mag(int64_t x) { return x < 0 ? -x : x; }
__attribute__((noinline)) int64_t w3(const Hex *h, size_t n) {
  int64_t sum = 0;
  for (size_t i = 0; i < n; i++) {
    int64_t dq = h[i].q - 3, dr = h[i].r + 7;
    sum += (mag(dq) + mag(dr) + mag(dq + dr)) / 2;
  }
  return sum;
}
__attribute__((noinline)) int64_t w3_32(const Hex32 *h, size_t n) {
  int64_t sum = 0;
  for (size_t i = 0; i < n; i++) {
    int32_t dq = h[i].q - 3, dr = h[i].r + 7, ds = -(dq + dr);
    int32_t a = dq < 0 ? -dq : dq, b = dr < 0 ? -dr : dr, c = ds < 0 ? -ds : ds;
    int32_t m = a > b ? a : b;
    sum += m > c ? m : c;
  }
  return sum;
}
__attribute__((noinline)) int64_t w5(const Hex *h, size_t n) {
  int64_t sum = 0;
  for (size_t i = 0; i < n; i++) {
    int64_t col = h[i].q, row = h[i].r + (h[i].q >> 1);
    int64_t q = col, r = row - (col >> 1);
    if (q != h[i].q || r != h[i].r) abort();
    sum += col * 31 + row;
  }
  return sum;
}
__attribute__((noinline)) int64_t w6(const Hex *h, size_t n) {
  static const int64_t d[6][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};
  int64_t sum = 0;
  for (size_t i = 0; i < n; i++)
    for (int k = 0; k < 6; k++) sum += sq((h[i].q + d[k][0]) * 31 + h[i].r + d[k][1]);
  return sum;
}
int main(void) {
  size_t n = 0;
  Hex *h = malloc(sizeof(Hex) * 3 * (R + 1) * (R + 1));
  Hex32 *h32 = malloc(sizeof(Hex32) * 3 * (R + 1) * (R + 1));
  for (int64_t q = -R; q <= R; q++)
    for (int64_t r = (q < 0 ? -R - q : -R); r <= (q < 0 ? R : R - q); r++) { h[n] = (Hex){q, r}; h32[n] = (Hex32){q, r}; n++; }
  const char *names[] = {"W1", "W3", "W3 int32", "W5", "W6"};
  for (int w = 0; w < 5; w++) {
    double t[7]; int64_t s = 0;
    for (int k = -1; k < 7; k++) {
      double a = now();
      switch (w) { case 0: s = w1(); break; case 1: s = w3(h, n); break; case 2: s = w3_32(h32, n); break; case 3: s = w5(h, n); break; default: s = w6(h, n); }
      double b = now();
      if (k >= 0) t[k] = (b - a) / n;
    }
    qsort(t, 7, sizeof(double), cmp);
    printf("%-9s median %.3f ns/hex  min %.3f  checksum %lld\n", names[w], t[3], t[0], (long long)s);
  }
}
