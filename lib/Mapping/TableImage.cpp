//===- TableImage.cpp - encode and decode parsed rows ---------------------===//
#include "Mapping/TableImage.h"
#include "Mapping/RowSchema.h"
#include "llvm/Support/Endian.h"

namespace hipify {

/// Changes whenever the encoding below changes; the binding names that
/// follow it in every image guard against a change of the row fields.
static constexpr llvm::StringLiteral Magic = "hipify-table-image-1";

namespace {

class ImageWriter {
public:
  void count(uint32_t N) {
    char Bytes[4];
    llvm::support::endian::write32le(Bytes, N);
    Out.append(Bytes, 4);
  }
  void text(llvm::StringRef S) {
    count(S.size());
    Out.append(S.data(), S.size());
  }
  void list(const std::optional<std::vector<std::string>> &L) {
    Out.push_back(L ? 1 : 0);
    if (!L)
      return;
    count(L->size());
    for (const std::string &Item : *L)
      text(Item);
  }
  void byte(uint8_t B) { Out.push_back(static_cast<char>(B)); }
  std::string take() { return std::move(Out); }

private:
  std::string Out;
};

class ImageReader {
public:
  explicit ImageReader(llvm::StringRef In) : In(In) {}
  bool failed() const { return Failed; }
  uint32_t count() {
    if (!need(4))
      return 0;
    uint32_t N = llvm::support::endian::read32le(In.data());
    In = In.drop_front(4);
    return N;
  }
  llvm::StringRef text() {
    uint32_t N = count();
    if (!need(N))
      return "";
    llvm::StringRef S = In.take_front(N);
    In = In.drop_front(N);
    return S;
  }
  std::optional<std::vector<std::string>> list() {
    if (!byte())
      return std::nullopt;
    std::vector<std::string> L(count());
    for (std::string &Item : L)
      Item = text().str();
    return L;
  }
  uint8_t byte() {
    if (!need(1))
      return 0;
    uint8_t B = static_cast<uint8_t>(In.front());
    In = In.drop_front(1);
    return B;
  }
  bool atEnd() const { return In.empty(); }

private:
  bool need(size_t N) {
    if (In.size() < N)
      Failed = true;
    return !Failed;
  }
  llvm::StringRef In;
  bool Failed = false;
};

} // namespace

static void writeRow(ImageWriter &W, const MappingRow &Row) {
  for (const FieldBinding &Binding : rowFieldBindings())
    std::visit(
        [&](auto Member) {
          const auto &Value = Row.*Member;
          using T = std::remove_cv_t<std::remove_reference_t<decltype(Value)>>;
          if constexpr (std::is_same_v<T, std::string>)
            W.text(Value);
          else if constexpr (std::is_same_v<T, bool>)
            W.byte(Value);
          else if constexpr (std::is_same_v<T, unsigned>)
            W.count(Value);
          else if constexpr (std::is_enum_v<T>)
            W.byte(static_cast<uint8_t>(Value));
          else
            W.list(Value);
        },
        Binding.Member);
  W.text(Row.Family);
  W.text(Row.Origin.File);
  W.count(Row.Origin.Line);
  W.count(Row.Origin.Column);
}

static void readRow(ImageReader &R, MappingRow &Row) {
  for (const FieldBinding &Binding : rowFieldBindings())
    std::visit(
        [&](auto Member) {
          auto &Value = Row.*Member;
          using T = std::remove_reference_t<decltype(Value)>;
          if constexpr (std::is_same_v<T, std::string>)
            Value = R.text().str();
          else if constexpr (std::is_same_v<T, bool>)
            Value = R.byte() != 0;
          else if constexpr (std::is_same_v<T, unsigned>)
            Value = R.count();
          else if constexpr (std::is_enum_v<T>)
            Value = static_cast<T>(R.byte());
          else
            Value = R.list();
        },
        Binding.Member);
  Row.Family = R.text().str();
  Row.Origin.File = R.text().str();
  Row.Origin.Line = R.count();
  Row.Origin.Column = R.count();
}

std::string encodeTableImage(llvm::ArrayRef<TableImageFile> Files) {
  ImageWriter W;
  W.text(Magic);
  W.count(rowFieldBindings().size());
  for (const FieldBinding &Binding : rowFieldBindings())
    W.text(Binding.Name);
  W.count(Files.size());
  for (const TableImageFile &File : Files) {
    W.text(File.Name);
    W.count(File.Rows.size());
    for (const MappingRow &Row : File.Rows)
      writeRow(W, Row);
  }
  return W.take();
}

llvm::Expected<std::vector<TableImageFile>>
decodeTableImage(llvm::StringRef Image) {
  auto Damaged = [](llvm::StringRef Why) {
    return llvm::createStringError(std::errc::invalid_argument,
                                   "the built-in table image %s; rebuild hipify",
                                   Why.str().c_str());
  };
  ImageReader R(Image);
  if (R.text() != Magic)
    return Damaged("has another format");
  uint32_t Fields = R.count();
  bool SameFields = Fields == rowFieldBindings().size();
  for (uint32_t I = 0; I < Fields && SameFields; ++I)
    SameFields = R.text() == rowFieldBindings()[I].Name;
  if (!SameFields)
    return Damaged("has other row fields than this build");
  std::vector<TableImageFile> Files(R.count());
  for (TableImageFile &File : Files) {
    File.Name = R.text().str();
    File.Rows.resize(R.count());
    for (MappingRow &Row : File.Rows)
      readRow(R, Row);
    if (R.failed())
      break;
  }
  if (R.failed() || !R.atEnd())
    return Damaged("is truncated or damaged");
  return std::move(Files);
}

} // namespace hipify
