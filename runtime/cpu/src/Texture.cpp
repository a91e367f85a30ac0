//===- Texture.cpp - arrays, texture and surface objects on the host ------===//
#include "hipify_cpu/texture.h"
#include "ExecSettings.h"
#include "hipify_cpu/memory.h"
#include <cmath>
#include <cstring>
#include <mutex>
#include <vector>

namespace hipify_cpu::texture {

namespace {
struct Object {
  Resource R;
  Sampling S;
  bool Live = true;
};
std::mutex &lock() {
  static std::mutex M;
  return M;
}
std::vector<Object> &objects() {
  static std::vector<Object> All;
  return All;
}
/// Handles are indices plus one: 0 is no object, as on a GPU.
Object object(unsigned long long Handle, const char *What) {
  std::lock_guard<std::mutex> Guard(lock());
  std::vector<Object> &All = objects();
  if (Handle == 0 || Handle > All.size() || !All[Handle - 1].Live)
    exec::fail(125, "a kernel read %s %llu, which no live object has", What,
               Handle);
  return All[Handle - 1];
}
unsigned long long add(const Object &O) {
  std::lock_guard<std::mutex> Guard(lock());
  objects().push_back(O);
  return objects().size();
}
Error remove(unsigned long long Handle) {
  std::lock_guard<std::mutex> Guard(lock());
  std::vector<Object> &All = objects();
  if (Handle == 0 || Handle > All.size() || !All[Handle - 1].Live)
    return Error::InvalidValue;
  All[Handle - 1].Live = false;
  return Error::Success;
}

/// The memory a resource reads: its base, row pitch, and size in elements.
struct View {
  const unsigned char *Base;
  size_t Pitch, Width, Height, Depth;
  Format F;
};
View view(const Resource &R) {
  if (R.Kind == 0)
    return {R.A->Data, R.A->pitch(), R.A->Width, std::max<size_t>(R.A->Height, 1),
            std::max<size_t>(R.A->Depth, 1), R.A->F};
  if (R.Kind == 2)
    return {static_cast<const unsigned char *>(R.Pointer), R.Width * R.F.bytes(),
            R.Width, 1, 1, R.F};
  return {static_cast<const unsigned char *>(R.Pointer), R.Pitch, R.Width,
          R.Height, 1, R.F};
}

/// One stored element's components, as floats and as integers.
Texel load(const View &V, size_t X, size_t Y, size_t Z, bool Normalized) {
  const unsigned char *P =
      V.Base + (Z * V.Height + Y) * V.Pitch + X * V.F.bytes();
  Texel T{};
  T.Integer = V.F.Kind != 2 && !Normalized;
  size_t Offset = 0;
  for (int C = 0; C < 4; ++C) {
    int Bits = V.F.Bits[C];
    if (!Bits)
      continue;
    const unsigned char *Q = P + Offset;
    Offset += size_t(Bits) / 8;
    double Value = 0;
    if (V.F.Kind == 2) {
      if (Bits == 32) {
        float F;
        std::memcpy(&F, Q, 4);
        Value = F;
      } else if (Bits == 16) {
        uint16_t H;
        std::memcpy(&H, Q, 2);
        // IEEE half to float.
        int E = (H >> 10) & 31, M = H & 1023;
        double Mag = E == 0    ? std::ldexp(M, -24)
                     : E == 31 ? (M ? NAN : INFINITY)
                               : std::ldexp(M + 1024, E - 25);
        Value = (H & 0x8000) ? -Mag : Mag;
      }
      T.F[C] = float(Value);
      continue;
    }
    int64_t Raw = 0;
    bool Signed = V.F.Kind == 0;
    if (Bits == 8)
      Raw = Signed ? int64_t(int8_t(*Q)) : int64_t(*Q);
    else if (Bits == 16) {
      uint16_t U;
      std::memcpy(&U, Q, 2);
      Raw = Signed ? int64_t(int16_t(U)) : int64_t(U);
    } else {
      uint32_t U;
      std::memcpy(&U, Q, 4);
      Raw = Signed ? int64_t(int32_t(U)) : int64_t(U);
    }
    T.I[C] = int32_t(Raw);
    if (Normalized && Bits < 32) {
      double Max = std::ldexp(1.0, Bits - (Signed ? 1 : 0)) - 1;
      T.F[C] = float(std::max(-1.0, double(Raw) / Max));
    } else {
      T.F[C] = float(Raw);
    }
  }
  return T;
}

/// An integer coordinate after the address mode, or -1 for the border.
long address(long I, long Size, int Mode) {
  if (I >= 0 && I < Size)
    return I;
  switch (Mode) {
  case 0: // wrap
    return ((I % Size) + Size) % Size;
  case 2: { // mirror
    long Period = 2 * Size;
    long M = ((I % Period) + Period) % Period;
    return M < Size ? M : Period - 1 - M;
  }
  case 3: // border
    return -1;
  default: // clamp
    return I < 0 ? 0 : Size - 1;
  }
}

Texel texel(const View &V, const Sampling &S, long X, long Y, long Z,
            int Dims) {
  long Sizes[3] = {long(V.Width), long(V.Height), long(V.Depth)};
  long At[3] = {X, Y, Z};
  for (int D = 0; D < Dims; ++D) {
    At[D] = address(At[D], Sizes[D], S.Address[D]);
    if (At[D] < 0) {
      Texel B{};
      for (int C = 0; C < 4; ++C) {
        B.F[C] = S.Border[C];
        B.I[C] = int32_t(S.Border[C]);
      }
      B.Integer = V.F.Kind != 2 && S.Read == 0;
      return B;
    }
  }
  return load(V, size_t(At[0]), size_t(At[1]), size_t(At[2]), S.Read == 1);
}

/// The texture unit's fraction: 8 bits.
float quantized(float Fraction) {
  return std::round(Fraction * 256.0f) / 256.0f;
}
} // namespace

Error create_array(Array **Out, const Format &F, size_t Width, size_t Height,
                   size_t Depth, unsigned Flags) {
  if (!Out || !Width || !F.bytes())
    return Error::InvalidValue;
  size_t Bytes = Width * std::max<size_t>(Height, 1) *
                 std::max<size_t>(Depth, 1) * F.bytes();
  void *Data = allocate(Bytes, MemoryKind::Device);
  if (!Data)
    return Error::MemoryAllocation;
  *Out = new Array{F, Width, Height, Depth, Flags,
                   static_cast<unsigned char *>(Data)};
  return Error::Success;
}

Error free_array(Array *A) {
  if (!A)
    return Error::Success;
  if (!release(A->Data, MemoryKind::Device))
    return Error::InvalidValue;
  delete A;
  return Error::Success;
}

Error copy_array(Array *A, size_t X, size_t Y, size_t Z, void *Memory,
                 size_t Pitch, size_t SlicePitch, size_t RowBytes, size_t Rows,
                 size_t Depth, bool ToArray) {
  if (!A || !Memory)
    return Error::InvalidValue;
  size_t Height = std::max<size_t>(A->Height, 1), Layers =
                                                    std::max<size_t>(A->Depth, 1);
  if (X + RowBytes > A->pitch() || Y + Rows > Height || Z + Depth > Layers ||
      RowBytes > Pitch)
    return Error::InvalidValue;
  for (size_t S = 0; S < Depth; ++S)
    for (size_t R = 0; R < Rows; ++R) {
      unsigned char *ArrayRow =
          A->Data + ((Z + S) * Height + Y + R) * A->pitch() + X;
      unsigned char *MemoryRow =
          static_cast<unsigned char *>(Memory) + S * SlicePitch + R * Pitch;
      if (ToArray)
        std::memcpy(ArrayRow, MemoryRow, RowBytes);
      else
        std::memcpy(MemoryRow, ArrayRow, RowBytes);
    }
  return Error::Success;
}

Error create_texture(unsigned long long *Out, const Resource &R,
                     const Sampling &S) {
  if (!Out || (R.Kind == 0 && !R.A) || (R.Kind != 0 && !R.Pointer) ||
      (R.Kind != 0 && R.Kind != 2 && R.Kind != 3))
    return Error::InvalidValue;
  Object O{R, S};
  *Out = add(O);
  return Error::Success;
}
Error destroy_texture(unsigned long long Handle) { return remove(Handle); }
Error create_surface(unsigned long long *Out, const Resource &R) {
  if (!Out || R.Kind != 0 || !R.A)
    return Error::InvalidValue;
  *Out = add(Object{R, Sampling{}});
  return Error::Success;
}
Error destroy_surface(unsigned long long Handle) { return remove(Handle); }

namespace {
Texel sampleObject(const Object &O, int Dims, float X, float Y, float Z,
                   int Layer) {
  View V = view(O.R);
  float Coords[3] = {X, Y, Z};
  long Sizes[3] = {long(V.Width), long(V.Height), long(V.Depth)};
  if (O.S.NormalizedCoords)
    for (int D = 0; D < Dims; ++D)
      Coords[D] *= float(Sizes[D]);
  long LayerZ = Dims < 3 ? Layer : 0;
  if (O.S.Filter == 0) {
    long I[3] = {0, 0, LayerZ};
    for (int D = 0; D < Dims; ++D)
      I[D] = long(std::floor(Coords[D]));
    Sampling S = O.S;
    if (Dims < 3)
      S.Address[2] = 1;
    return texel(V, S, I[0], I[1], I[2], std::max(Dims, Layer ? 3 : Dims));
  }
  // Linear filtering between the 2^Dims nearest texels, weights of 8
  // fractional bits.
  long Base[3] = {0, 0, LayerZ};
  float Frac[3] = {0, 0, 0};
  for (int D = 0; D < Dims; ++D) {
    float C = Coords[D] - 0.5f;
    Base[D] = long(std::floor(C));
    Frac[D] = quantized(C - std::floor(C));
  }
  Texel Sum{};
  for (int Corner = 0; Corner < (1 << Dims); ++Corner) {
    float Weight = 1;
    long At[3] = {Base[0], Base[1], Base[2]};
    for (int D = 0; D < Dims; ++D) {
      bool Up = Corner >> D & 1;
      At[D] += Up;
      Weight *= Up ? Frac[D] : 1 - Frac[D];
    }
    Texel T = texel(V, O.S, At[0], At[1], At[2], Dims);
    for (int C = 0; C < 4; ++C)
      Sum.F[C] += Weight * T.F[C];
  }
  return Sum;
}
} // namespace

Texel sample(unsigned long long Texture, int Dims, float X, float Y, float Z,
             int Layer) {
  return sampleObject(object(Texture, "texture object"), Dims, X, Y, Z, Layer);
}

Texel fetch(unsigned long long Texture, int Index) {
  Object O = object(Texture, "texture object");
  View V = view(O.R);
  if (Index < 0 || size_t(Index) >= V.Width * V.Height) {
    Texel Zero{};
    Zero.Integer = V.F.Kind != 2 && O.S.Read == 0;
    return Zero;
  }
  return load(V, size_t(Index) % V.Width, size_t(Index) / V.Width, 0,
              O.S.Read == 1);
}

Texel sample_cubemap(unsigned long long Texture, float X, float Y, float Z,
                     int Layer) {
  // The face of the major axis, and (s, t) on it, as CUDA's programming
  // guide tabulates them.
  float AX = std::fabs(X), AY = std::fabs(Y), AZ = std::fabs(Z);
  int Face;
  float SC, TC, MA;
  if (AX >= AY && AX >= AZ) {
    Face = X >= 0 ? 0 : 1;
    MA = AX;
    SC = X >= 0 ? -Z : Z;
    TC = -Y;
  } else if (AY >= AZ) {
    Face = Y >= 0 ? 2 : 3;
    MA = AY;
    SC = X;
    TC = Y >= 0 ? Z : -Z;
  } else {
    Face = Z >= 0 ? 4 : 5;
    MA = AZ;
    SC = Z >= 0 ? X : -X;
    TC = -Y;
  }
  float S = (SC / MA + 1) / 2, T = (TC / MA + 1) / 2;
  // (s, t) are normalised: read face Face as a layer of the array.
  Object Face2D = object(Texture, "texture object");
  Face2D.S.NormalizedCoords = 1;
  Face2D.S.Address[0] = Face2D.S.Address[1] = 1;
  return sampleObject(Face2D, 2, S, T, 0, Layer * 6 + Face);
}

unsigned char *surface_address(unsigned long long Surface, int X, int Y,
                               int Z, size_t Bytes) {
  Object O = object(Surface, "surface object");
  const Array &A = *O.R.A;
  size_t Height = std::max<size_t>(A.Height, 1), Depth =
                                                   std::max<size_t>(A.Depth, 1);
  if (X < 0 || Y < 0 || Z < 0 || size_t(X) + Bytes > A.pitch() ||
      size_t(Y) >= Height || size_t(Z) >= Depth)
    exec::fail(125,
               "a kernel accessed byte %d of row %d of layer %d of a surface "
               "of %zu x %zu x %zu elements of %zu bytes: out of range (the "
               "surface's trap mode)",
               X, Y, Z, A.Width, Height, Depth, A.F.bytes());
  return A.Data + (size_t(Z) * Height + size_t(Y)) * A.pitch() + size_t(X);
}

} // namespace hipify_cpu::texture
