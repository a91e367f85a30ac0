//===- texture.h - arrays, texture and surface objects --------------------===//
//
// CUDA's and HIP's texture objects (cudaTextureObject_t, hipTextureObject_t)
// on the CPU runner: a texture is a handle to a description of memory (an
// array of cudaMallocArray/hipMallocArray, linear or pitched memory) and of
// how to read it (addressing, filtering, normalised coordinates and values),
// and tex1D/tex2D/tex3D/tex1Dfetch/tex2DLayered/texCubemap read it as the
// texture unit does: point sampling, or linear filtering with weights of 8
// fractional bits as the hardware has them; clamp, wrap, mirror and border
// addressing. Surface objects read and write arrays by byte offset. Both
// dialects' names forward here (texture_api.h), with the same values of
// every enum (CUDA's and HIP's agree).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_TEXTURE_H
#define HIPIFY_CPU_TEXTURE_H

#include "hipify_cpu/errors.h"
#include "hipify_cpu/mode.h"
#include "hipify_cpu/vector_types.h"
#include <cstddef>
#include <cstdint>
#include <type_traits>

HIPIFY_CPU_BEGIN_DECLS
namespace hipify_cpu::texture {

/// A channel format: bits of each of four components, and their kind
/// (0 signed, 1 unsigned, 2 float, 3 none: the dialects' values).
struct Format {
  int Bits[4];
  int Kind;
  size_t bytes() const { return size_t(Bits[0] + Bits[1] + Bits[2] + Bits[3]) / 8; }
  int components() const {
    return (Bits[0] > 0) + (Bits[1] > 0) + (Bits[2] > 0) + (Bits[3] > 0);
  }
};

/// An array of cudaMallocArray, cudaMalloc3DArray: Width x Height x Depth
/// elements (Depth: layers, 6 for a cube map), row by row, in a tracked
/// device allocation.
struct Array {
  Format F;
  size_t Width, Height, Depth;
  unsigned Flags; ///< 1 layered, 2 surface load/store, 4 cube map.
  unsigned char *Data;
  size_t pitch() const { return Width * F.bytes(); }
};

Error create_array(Array **Out, const Format &F, size_t Width, size_t Height,
                   size_t Depth, unsigned Flags);
Error free_array(Array *A);
/// Copies between an array (at byte offset X of row Y of layer Z) and
/// memory with a pitch, Rows rows of RowBytes bytes, Depth slices (a
/// slice of memory is SlicePitch bytes). ToArray: into the array.
Error copy_array(Array *A, size_t X, size_t Y, size_t Z, void *Memory,
                 size_t Pitch, size_t SlicePitch, size_t RowBytes, size_t Rows,
                 size_t Depth, bool ToArray);

/// What a texture or surface object reads: Kind 0 an array, 2 linear
/// memory (Width elements), 3 pitched memory (Width x Height, Pitch bytes
/// a row); the dialects' values.
struct Resource {
  int Kind;
  Array *A;
  void *Pointer;
  Format F;
  size_t Width, Height, Pitch;
};
/// How a texture reads: address modes (0 wrap, 1 clamp, 2 mirror,
/// 3 border), filtering (0 point, 1 linear), values (0 as stored,
/// 1 normalised floats), coordinates in [0, 1] or not.
struct Sampling {
  int Address[3];
  int Filter;
  int Read;
  int NormalizedCoords;
  float Border[4];
};

Error create_texture(unsigned long long *Out, const Resource &R,
                     const Sampling &S);
Error destroy_texture(unsigned long long Handle);
Error create_surface(unsigned long long *Out, const Resource &R);
Error destroy_surface(unsigned long long Handle);

/// A texel's four components as floats (normalised when the texture reads
/// normalised values), filtered at coordinates X, Y, Z (Dims of them) in
/// Layer; Integer reads give exact values of 32-bit components.
struct Texel {
  float F[4];
  int32_t I[4];
  bool Integer;
};
Texel sample(unsigned long long Texture, int Dims, float X, float Y, float Z,
             int Layer);
/// tex1Dfetch: element Index of linear memory, unfiltered.
Texel fetch(unsigned long long Texture, int Index);
/// texCubemap: the face and coordinates for direction (X, Y, Z).
Texel sample_cubemap(unsigned long long Texture, float X, float Y, float Z,
                     int Layer);
/// The address of the element at byte X of row Y of layer Z of a surface
/// (a read or write of Bytes bytes out of range stops the program).
unsigned char *surface_address(unsigned long long Surface, int X, int Y,
                               int Z, size_t Bytes);

template <typename T> struct TexelType {
  using Component = std::conditional_t<
      std::is_void_v<typename vector_component<T>::type>, T,
      typename vector_component<T>::type>;
  static constexpr int Count = int(sizeof(T) / sizeof(Component));
};

/// The texel as the type a kernel asks for (float, float4, int, uchar4...).
template <typename T> T as(const Texel &V) {
  using C = typename TexelType<T>::Component;
  C Parts[4];
  for (int I = 0; I < 4; ++I) {
    if constexpr (std::is_floating_point_v<C>)
      Parts[I] = C(V.F[I]);
    else
      Parts[I] = V.Integer ? C(V.I[I]) : C(V.F[I]);
  }
  T Out;
  static_assert(sizeof(T) <= sizeof(Parts), "a texel has four components");
  __builtin_memcpy(&Out, Parts, sizeof(T));
  return Out;
}

} // namespace hipify_cpu::texture

// The device functions, the same in both dialects.
template <typename T> inline T tex1Dfetch(unsigned long long t, int x) {
  return ::hipify_cpu::texture::as<T>(::hipify_cpu::texture::fetch(t, x));
}
template <typename T> inline T tex1D(unsigned long long t, float x) {
  return ::hipify_cpu::texture::as<T>(
      ::hipify_cpu::texture::sample(t, 1, x, 0, 0, 0));
}
template <typename T> inline T tex2D(unsigned long long t, float x, float y) {
  return ::hipify_cpu::texture::as<T>(
      ::hipify_cpu::texture::sample(t, 2, x, y, 0, 0));
}
template <typename T>
inline T tex3D(unsigned long long t, float x, float y, float z) {
  return ::hipify_cpu::texture::as<T>(
      ::hipify_cpu::texture::sample(t, 3, x, y, z, 0));
}
template <typename T>
inline T tex1DLayered(unsigned long long t, float x, int layer) {
  return ::hipify_cpu::texture::as<T>(
      ::hipify_cpu::texture::sample(t, 1, x, 0, 0, layer));
}
template <typename T>
inline T tex2DLayered(unsigned long long t, float x, float y, int layer) {
  return ::hipify_cpu::texture::as<T>(
      ::hipify_cpu::texture::sample(t, 2, x, y, 0, layer));
}
template <typename T>
inline T texCubemap(unsigned long long t, float x, float y, float z) {
  return ::hipify_cpu::texture::as<T>(
      ::hipify_cpu::texture::sample_cubemap(t, x, y, z, 0));
}
/// The forms that return through a pointer.
template <typename T> inline void tex1Dfetch(T *r, unsigned long long t, int x) {
  *r = tex1Dfetch<T>(t, x);
}
template <typename T> inline void tex2D(T *r, unsigned long long t, float x, float y) {
  *r = tex2D<T>(t, x, y);
}
template <typename T>
inline void tex3D(T *r, unsigned long long t, float x, float y, float z) {
  *r = tex3D<T>(t, x, y, z);
}
template <typename T> inline void tex1D(T *r, unsigned long long t, float x) {
  *r = tex1D<T>(t, x);
}

template <typename T>
inline void surf1Dwrite(T v, unsigned long long s, int x, int = 0) {
  __builtin_memcpy(::hipify_cpu::texture::surface_address(s, x, 0, 0, sizeof(T)),
                   &v, sizeof(T));
}
template <typename T>
inline void surf2Dwrite(T v, unsigned long long s, int x, int y, int = 0) {
  __builtin_memcpy(::hipify_cpu::texture::surface_address(s, x, y, 0, sizeof(T)),
                   &v, sizeof(T));
}
template <typename T>
inline void surf3Dwrite(T v, unsigned long long s, int x, int y, int z, int = 0) {
  __builtin_memcpy(::hipify_cpu::texture::surface_address(s, x, y, z, sizeof(T)),
                   &v, sizeof(T));
}
template <typename T>
inline void surf2DLayeredwrite(T v, unsigned long long s, int x, int y,
                               int layer, int = 0) {
  surf3Dwrite(v, s, x, y, layer);
}
template <typename T>
inline T surf1Dread(unsigned long long s, int x, int = 0) {
  T v;
  __builtin_memcpy(&v, ::hipify_cpu::texture::surface_address(s, x, 0, 0, sizeof(T)),
                   sizeof(T));
  return v;
}
template <typename T>
inline T surf2Dread(unsigned long long s, int x, int y, int = 0) {
  T v;
  __builtin_memcpy(&v, ::hipify_cpu::texture::surface_address(s, x, y, 0, sizeof(T)),
                   sizeof(T));
  return v;
}
template <typename T>
inline void surf2Dread(T *r, unsigned long long s, int x, int y, int = 0) {
  *r = surf2Dread<T>(s, x, y);
}
template <typename T>
inline T surf3Dread(unsigned long long s, int x, int y, int z, int = 0) {
  T v;
  __builtin_memcpy(&v, ::hipify_cpu::texture::surface_address(s, x, y, z, sizeof(T)),
                   sizeof(T));
  return v;
}
HIPIFY_CPU_END_DECLS

#endif
