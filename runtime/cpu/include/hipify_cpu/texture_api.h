//===- texture_api.h - CUDA's and HIP's texture API, by prefix ------------===//
//
// HIPIFY_CPU_TEXTURE_API(P, E) declares the texture, surface and array API
// of the dialect whose names start with P (cuda, hip), whose error type is
// E##Error_t, with the runner's texture.h behind it. CUDA and HIP give
// these the same shapes and enum values.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_TEXTURE_API_H
#define HIPIFY_CPU_TEXTURE_API_H

#include "hipify_cpu/texture.h"
#include <cstring>
#include <type_traits>

namespace hipify_cpu::texture {
/// A channel format of T's components (cudaCreateChannelDesc<T>()).
template <typename T> inline Format format_of() {
  using C = typename TexelType<T>::Component;
  // Floating point by the trace's element kinds: float, double, __half.
  const char *Element = ::hipify_cpu::element_kind<C>::name();
  int Kind = Element[0] == 'f'          ? 2
             : std::is_signed_v<C>      ? 0
                                        : 1;
  int Bits = int(sizeof(C) * 8);
  Format F{{0, 0, 0, 0}, Kind};
  for (int I = 0; I < TexelType<T>::Count && I < 4; ++I)
    F.Bits[I] = Bits;
  return F;
}
/// Count bytes from byte WOffset of row HOffset of A, row after row.
inline Error copy_linear(Array *A, size_t WOffset, size_t HOffset, void *Memory,
                         size_t Count, bool ToArray) {
  if (!A)
    return Error::InvalidValue;
  auto *Bytes = static_cast<unsigned char *>(Memory);
  while (Count) {
    size_t Row = std::min(Count, A->pitch() - WOffset);
    Error E = copy_array(A, WOffset, HOffset, 0, Bytes, Row, 0, Row, 1, 1,
                         ToArray);
    if (E != Error::Success)
      return E;
    Bytes += Row;
    Count -= Row;
    WOffset = 0;
    ++HOffset;
  }
  return Error::Success;
}
} // namespace hipify_cpu::texture

#define HIPIFY_CPU_TEXTURE_API(P, RESULT)                                      \
  enum P##ChannelFormatKind {                                                  \
    P##ChannelFormatKindSigned = 0,                                            \
    P##ChannelFormatKindUnsigned = 1,                                          \
    P##ChannelFormatKindFloat = 2,                                             \
    P##ChannelFormatKindNone = 3                                               \
  };                                                                           \
  struct P##ChannelFormatDesc {                                                \
    int x, y, z, w;                                                            \
    enum P##ChannelFormatKind f;                                               \
  };                                                                           \
  inline P##ChannelFormatDesc P##CreateChannelDesc(int x, int y, int z, int w, \
                                                   P##ChannelFormatKind f) {   \
    return P##ChannelFormatDesc{x, y, z, w, f};                                \
  }                                                                            \
  template <typename T> inline P##ChannelFormatDesc P##CreateChannelDesc() {   \
    ::hipify_cpu::texture::Format F = ::hipify_cpu::texture::format_of<T>();   \
    return P##ChannelFormatDesc{F.Bits[0], F.Bits[1], F.Bits[2], F.Bits[3],    \
                                P##ChannelFormatKind(F.Kind)};                 \
  }                                                                            \
  struct P##Array;                                                             \
  typedef struct P##Array *P##Array_t;                                         \
  typedef const struct P##Array *P##Array_const_t;                             \
  enum : unsigned int {                                                        \
    P##ArrayDefault = 0x0,                                                     \
    P##ArrayLayered = 0x1,                                                     \
    P##ArraySurfaceLoadStore = 0x2,                                            \
    P##ArrayCubemap = 0x4,                                                     \
    P##ArrayTextureGather = 0x8                                                \
  };                                                                           \
  struct P##Extent {                                                           \
    size_t width, height, depth;                                               \
  };                                                                           \
  struct P##Pos {                                                              \
    size_t x, y, z;                                                            \
  };                                                                           \
  struct P##PitchedPtr {                                                       \
    void *ptr;                                                                 \
    size_t pitch, xsize, ysize;                                                \
  };                                                                           \
  inline P##Extent make_##P##Extent(size_t w, size_t h, size_t d) {            \
    return P##Extent{w, h, d};                                                 \
  }                                                                            \
  inline P##Pos make_##P##Pos(size_t x, size_t y, size_t z) {                  \
    return P##Pos{x, y, z};                                                    \
  }                                                                            \
  inline P##PitchedPtr make_##P##PitchedPtr(void *d, size_t p, size_t xsz,     \
                                            size_t ysz) {                      \
    return P##PitchedPtr{d, p, xsz, ysz};                                      \
  }                                                                            \
  namespace hipify_cpu::P##_texture {                                          \
  inline ::hipify_cpu::texture::Format format(const P##ChannelFormatDesc *D) { \
    return ::hipify_cpu::texture::Format{{D->x, D->y, D->z, D->w}, int(D->f)}; \
  }                                                                            \
  inline ::hipify_cpu::texture::Array *array(const P##Array *A) {              \
    return reinterpret_cast<::hipify_cpu::texture::Array *>(                   \
        const_cast<P##Array *>(A));                                            \
  }                                                                            \
  }                                                                            \
  inline RESULT P##MallocArray(P##Array_t *array,                              \
                               const P##ChannelFormatDesc *desc, size_t width, \
                               size_t height = 0, unsigned int flags = 0) {    \
    return ::hipify_cpu::P::result(::hipify_cpu::texture::create_array(        \
        reinterpret_cast<::hipify_cpu::texture::Array **>(array),              \
        ::hipify_cpu::P##_texture::format(desc), width, height, 0, flags));    \
  }                                                                            \
  inline RESULT P##Malloc3DArray(P##Array_t *array,                            \
                                 const P##ChannelFormatDesc *desc,             \
                                 P##Extent extent, unsigned int flags = 0) {   \
    /* A cube map's depth is its 6 faces (times its layers). */              \
    size_t Depth = extent.depth;                                               \
    return ::hipify_cpu::P::result(::hipify_cpu::texture::create_array(        \
        reinterpret_cast<::hipify_cpu::texture::Array **>(array),              \
        ::hipify_cpu::P##_texture::format(desc), extent.width, extent.height,  \
        Depth, flags));                                                        \
  }                                                                            \
  inline RESULT P##FreeArray(P##Array_t array) {                               \
    return ::hipify_cpu::P::result(::hipify_cpu::texture::free_array(          \
        ::hipify_cpu::P##_texture::array(array)));                             \
  }                                                                            \
  template <typename K>                                                        \
  inline RESULT P##MemcpyToArray(P##Array_t dst, size_t wOffset,               \
                                 size_t hOffset, const void *src,              \
                                 size_t count, K) {                            \
    return ::hipify_cpu::P::result(::hipify_cpu::texture::copy_linear(         \
        ::hipify_cpu::P##_texture::array(dst), wOffset, hOffset,               \
        const_cast<void *>(src), count, true));                                \
  }                                                                            \
  template <typename K>                                                        \
  inline RESULT P##MemcpyFromArray(void *dst, P##Array_const_t src,            \
                                   size_t wOffset, size_t hOffset,             \
                                   size_t count, K) {                          \
    return ::hipify_cpu::P::result(::hipify_cpu::texture::copy_linear(         \
        ::hipify_cpu::P##_texture::array(src), wOffset, hOffset, dst, count,   \
        false));                                                               \
  }                                                                            \
  template <typename K>                                                        \
  inline RESULT P##Memcpy2DToArray(P##Array_t dst, size_t wOffset,             \
                                   size_t hOffset, const void *src,            \
                                   size_t spitch, size_t width, size_t height, \
                                   K) {                                        \
    return ::hipify_cpu::P::result(::hipify_cpu::texture::copy_array(          \
        ::hipify_cpu::P##_texture::array(dst), wOffset, hOffset, 0,            \
        const_cast<void *>(src), spitch, 0, width, height, 1, true));          \
  }                                                                            \
  template <typename K, typename S>                                            \
  inline RESULT P##Memcpy2DToArrayAsync(P##Array_t dst, size_t wOffset,        \
                                        size_t hOffset, const void *src,       \
                                        size_t spitch, size_t width,           \
                                        size_t height, K kind, S) {            \
    return P##Memcpy2DToArray(dst, wOffset, hOffset, src, spitch, width,       \
                              height, kind);                                   \
  }                                                                            \
  template <typename K>                                                        \
  inline RESULT P##Memcpy2DFromArray(void *dst, size_t dpitch,                 \
                                     P##Array_const_t src, size_t wOffset,     \
                                     size_t hOffset, size_t width,             \
                                     size_t height, K) {                       \
    return ::hipify_cpu::P::result(::hipify_cpu::texture::copy_array(         \
        ::hipify_cpu::P##_texture::array(src), wOffset, hOffset, 0, dst,       \
        dpitch, 0, width, height, 1, false));                                  \
  }                                                                            \
  struct P##Memcpy3DParms {                                                    \
    P##Array_t srcArray;                                                       \
    P##Pos srcPos;                                                             \
    P##PitchedPtr srcPtr;                                                      \
    P##Array_t dstArray;                                                       \
    P##Pos dstPos;                                                             \
    P##PitchedPtr dstPtr;                                                      \
    P##Extent extent;                                                          \
    P##MemcpyKind kind;                                                        \
  };                                                                           \
  /* Arrays count width and x in elements, pitched memory in bytes. */         \
  inline RESULT P##Memcpy3D(const P##Memcpy3DParms *p) {                       \
    if (!p)                                                                    \
      return ::hipify_cpu::P::result(::hipify_cpu::Error::InvalidValue);       \
    ::hipify_cpu::texture::Array *Src =                                        \
        ::hipify_cpu::P##_texture::array(p->srcArray);                         \
    ::hipify_cpu::texture::Array *Dst =                                        \
        ::hipify_cpu::P##_texture::array(p->dstArray);                         \
    ::hipify_cpu::texture::Array *A = Dst ? Dst : Src;                         \
    size_t Element = A ? A->F.bytes() : 1;                                     \
    size_t RowBytes = p->extent.width * Element;                               \
    size_t Rows = p->extent.height ? p->extent.height : 1;                     \
    size_t Depth = p->extent.depth ? p->extent.depth : 1;                      \
    if (Dst && !Src) {                                                         \
      char *From = static_cast<char *>(p->srcPtr.ptr) + p->srcPos.x +          \
                   (p->srcPos.z * p->srcPtr.ysize + p->srcPos.y) *             \
                       p->srcPtr.pitch;                                        \
      return ::hipify_cpu::P::result(::hipify_cpu::texture::copy_array(       \
          Dst, p->dstPos.x * Element, p->dstPos.y, p->dstPos.z, From,          \
          p->srcPtr.pitch, p->srcPtr.pitch * p->srcPtr.ysize, RowBytes, Rows,  \
          Depth, true));                                                       \
    }                                                                          \
    if (Src && !Dst) {                                                         \
      char *To = static_cast<char *>(p->dstPtr.ptr) + p->dstPos.x +            \
                 (p->dstPos.z * p->dstPtr.ysize + p->dstPos.y) *               \
                     p->dstPtr.pitch;                                          \
      return ::hipify_cpu::P::result(::hipify_cpu::texture::copy_array(       \
          Src, p->srcPos.x * Element, p->srcPos.y, p->srcPos.z, To,            \
          p->dstPtr.pitch, p->dstPtr.pitch * p->dstPtr.ysize, RowBytes, Rows,  \
          Depth, false));                                                      \
    }                                                                          \
    if (!Src && !Dst) {                                                        \
      for (size_t Z = 0; Z < Depth; ++Z)                                       \
        for (size_t Y = 0; Y < Rows; ++Y)                                      \
          std::memcpy(static_cast<char *>(p->dstPtr.ptr) + p->dstPos.x +       \
                          ((p->dstPos.z + Z) * p->dstPtr.ysize +               \
                           p->dstPos.y + Y) *                                  \
                              p->dstPtr.pitch,                                 \
                      static_cast<char *>(p->srcPtr.ptr) + p->srcPos.x +       \
                          ((p->srcPos.z + Z) * p->srcPtr.ysize +               \
                           p->srcPos.y + Y) *                                  \
                              p->srcPtr.pitch,                                 \
                      p->extent.width);                                        \
      return ::hipify_cpu::P::result(::hipify_cpu::Error::Success);            \
    }                                                                          \
    return ::hipify_cpu::P::result(::hipify_cpu::Error::NotSupported);         \
  }                                                                            \
  template <typename S>                                                        \
  inline RESULT P##Memcpy3DAsync(const P##Memcpy3DParms *p, S) {               \
    return P##Memcpy3D(p);                                                     \
  }                                                                            \
  enum P##ResourceType {                                                       \
    P##ResourceTypeArray = 0,                                                  \
    P##ResourceTypeMipmappedArray = 1,                                         \
    P##ResourceTypeLinear = 2,                                                 \
    P##ResourceTypePitch2D = 3                                                 \
  };                                                                           \
  struct P##ResourceDesc {                                                     \
    enum P##ResourceType resType;                                              \
    union {                                                                    \
      struct {                                                                 \
        P##Array_t array;                                                      \
      } array;                                                                 \
      struct {                                                                 \
        void *mipmap;                                                          \
      } mipmap;                                                                \
      struct {                                                                 \
        void *devPtr;                                                          \
        struct P##ChannelFormatDesc desc;                                      \
        size_t sizeInBytes;                                                    \
      } linear;                                                                \
      struct {                                                                 \
        void *devPtr;                                                          \
        struct P##ChannelFormatDesc desc;                                      \
        size_t width;                                                          \
        size_t height;                                                         \
        size_t pitchInBytes;                                                   \
      } pitch2D;                                                               \
    } res;                                                                     \
  };                                                                           \
  enum P##TextureAddressMode {                                                 \
    P##AddressModeWrap = 0,                                                    \
    P##AddressModeClamp = 1,                                                   \
    P##AddressModeMirror = 2,                                                  \
    P##AddressModeBorder = 3                                                   \
  };                                                                           \
  enum P##TextureFilterMode { P##FilterModePoint = 0, P##FilterModeLinear = 1 }; \
  enum P##TextureReadMode {                                                    \
    P##ReadModeElementType = 0,                                                \
    P##ReadModeNormalizedFloat = 1                                             \
  };                                                                           \
  enum P##SurfaceBoundaryMode {                                                \
    P##BoundaryModeZero = 0,                                                   \
    P##BoundaryModeClamp = 1,                                                  \
    P##BoundaryModeTrap = 2                                                    \
  };                                                                           \
  struct P##TextureDesc {                                                      \
    enum P##TextureAddressMode addressMode[3];                                 \
    enum P##TextureFilterMode filterMode;                                      \
    enum P##TextureReadMode readMode;                                          \
    int sRGB;                                                                  \
    float borderColor[4];                                                      \
    int normalizedCoords;                                                      \
    unsigned int maxAnisotropy;                                                \
    enum P##TextureFilterMode mipmapFilterMode;                                \
    float mipmapLevelBias;                                                     \
    float minMipmapLevelClamp;                                                 \
    float maxMipmapLevelClamp;                                                 \
    int disableTrilinearOptimization;                                          \
    int seamlessCubemap;                                                       \
  };                                                                           \
  struct P##ResourceViewDesc {                                                 \
    int format;                                                                \
    size_t width, height, depth;                                               \
    unsigned int firstMipmapLevel, lastMipmapLevel, firstLayer, lastLayer;     \
  };                                                                           \
  typedef unsigned long long P##TextureObject_t;                               \
  typedef unsigned long long P##SurfaceObject_t;                               \
  namespace hipify_cpu::P##_texture {                                          \
  inline ::hipify_cpu::texture::Resource resource(const P##ResourceDesc *R) {  \
    ::hipify_cpu::texture::Resource Out{};                                     \
    Out.Kind = int(R->resType);                                                \
    if (R->resType == P##ResourceTypeArray) {                                  \
      Out.A = array(R->res.array.array);                                       \
    } else if (R->resType == P##ResourceTypeLinear) {                          \
      Out.Pointer = R->res.linear.devPtr;                                      \
      Out.F = format(&R->res.linear.desc);                                     \
      Out.Width = Out.F.bytes() ? R->res.linear.sizeInBytes / Out.F.bytes()    \
                                : 0;                                           \
    } else if (R->resType == P##ResourceTypePitch2D) {                         \
      Out.Pointer = R->res.pitch2D.devPtr;                                     \
      Out.F = format(&R->res.pitch2D.desc);                                    \
      Out.Width = R->res.pitch2D.width;                                        \
      Out.Height = R->res.pitch2D.height;                                      \
      Out.Pitch = R->res.pitch2D.pitchInBytes;                                 \
    }                                                                          \
    return Out;                                                                \
  }                                                                            \
  }                                                                            \
  inline RESULT P##CreateTextureObject(P##TextureObject_t *tex,                \
                                       const P##ResourceDesc *res,             \
                                       const P##TextureDesc *desc,             \
                                       const P##ResourceViewDesc *) {          \
    if (!res || !desc)                                                         \
      return ::hipify_cpu::P::result(::hipify_cpu::Error::InvalidValue);       \
    ::hipify_cpu::texture::Sampling S{};                                       \
    for (int I = 0; I < 3; ++I)                                                \
      S.Address[I] = int(desc->addressMode[I]);                                \
    S.Filter = int(desc->filterMode);                                          \
    S.Read = int(desc->readMode);                                              \
    S.NormalizedCoords = desc->normalizedCoords;                               \
    for (int I = 0; I < 4; ++I)                                                \
      S.Border[I] = desc->borderColor[I];                                      \
    return ::hipify_cpu::P::result(::hipify_cpu::texture::create_texture(      \
        tex, ::hipify_cpu::P##_texture::resource(res), S));                    \
  }                                                                            \
  inline RESULT P##DestroyTextureObject(P##TextureObject_t tex) {              \
    return ::hipify_cpu::P::result(                                            \
        ::hipify_cpu::texture::destroy_texture(tex));                          \
  }                                                                            \
  inline RESULT P##CreateSurfaceObject(P##SurfaceObject_t *surf,               \
                                       const P##ResourceDesc *res) {           \
    if (!res)                                                                  \
      return ::hipify_cpu::P::result(::hipify_cpu::Error::InvalidValue);       \
    return ::hipify_cpu::P::result(::hipify_cpu::texture::create_surface(      \
        surf, ::hipify_cpu::P##_texture::resource(res)));                      \
  }                                                                            \
  inline RESULT P##DestroySurfaceObject(P##SurfaceObject_t surf) {             \
    return ::hipify_cpu::P::result(                                            \
        ::hipify_cpu::texture::destroy_surface(surf));                         \
  }                                                                            \
  inline RESULT P##GetChannelDesc(P##ChannelFormatDesc *desc,                  \
                                  P##Array_const_t array) {                    \
    ::hipify_cpu::texture::Array *A = ::hipify_cpu::P##_texture::array(array); \
    if (!desc || !A)                                                           \
      return ::hipify_cpu::P::result(::hipify_cpu::Error::InvalidValue);       \
    *desc = P##ChannelFormatDesc{A->F.Bits[0], A->F.Bits[1], A->F.Bits[2],     \
                                 A->F.Bits[3], P##ChannelFormatKind(A->F.Kind)}; \
    return ::hipify_cpu::P::result(::hipify_cpu::Error::Success);              \
  }

#endif
