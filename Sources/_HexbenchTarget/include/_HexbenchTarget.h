// The instruction set hexbench's Swift code was compiled for, as the Clang
// importer sees it: `-Xswiftc -Xcc -Xswiftc -march=…` reaches both Swift's
// code generation and these macros, so the name is decided at compile time.
#ifndef HEXBENCH_TARGET_H
#define HEXBENCH_TARGET_H

#if defined(__aarch64__) || defined(__arm64__)
#define HEXBENCH_TARGET_FEATURES "arm64 (NEON, 128-bit vectors, always on)"
#elif defined(__x86_64__) && defined(__AVX512F__)
#define HEXBENCH_TARGET_FEATURES "x86-64 with AVX-512 (x86-64-v4 or a -march above it)"
#elif defined(__x86_64__) && defined(__AVX2__) && defined(__FMA__) && defined(__BMI2__)
#define HEXBENCH_TARGET_FEATURES "x86-64-v3 (AVX2, FMA, BMI2: 256-bit vectors)"
#elif defined(__x86_64__) && defined(__SSE4_2__)
#define HEXBENCH_TARGET_FEATURES "x86-64-v2 (SSE4.2, 128-bit vectors)"
#elif defined(__x86_64__)
#define HEXBENCH_TARGET_FEATURES "x86-64 baseline (SSE2, 128-bit vectors; the default)"
#else
#define HEXBENCH_TARGET_FEATURES "unknown"
#endif

#endif
