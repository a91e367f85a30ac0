//===- ProjectTree.cpp ----------------------------------------------------===//
#include "Batch/ProjectTree.h"
#include "Mapping/SourceLanguage.h"
#include "Support/NormalPath.h"
#include "Support/QuotedIncludes.h"
#include "Translate/TranslateOptions.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <set>

namespace hipify {

static bool isBuildScript(llvm::StringRef Name) {
  return Name == "CMakeLists.txt" || Name.ends_with(".cmake") ||
         Name == "Makefile" || Name == "makefile" || Name == "GNUmakefile" ||
         Name.ends_with(".mk");
}

static ProjectFile classify(llvm::StringRef Absolute, llvm::StringRef Relative,
                            const ScanOptions &Options) {
  ProjectFile File;
  File.Absolute = Absolute.str();
  File.Relative = Relative.str();
  // Files that cannot be translated are still part of the project: they are
  // copied unchanged with --copy-all and reported, never silently dropped.
  auto Untranslatable = [&](std::string Why) {
    File.Kind = ProjectFileKind::Other;
    File.SkipReason = std::move(Why);
    return File;
  };
  auto Unreadable = [&](std::string Why) {
    File.Kind = ProjectFileKind::Unreadable;
    File.SkipReason = std::move(Why);
    return File;
  };
  llvm::sys::fs::file_status Status;
  if (std::error_code EC = llvm::sys::fs::status(Absolute, Status))
    return Unreadable("cannot be read: " + EC.message());
  llvm::StringRef Name = llvm::sys::path::filename(Relative);
  bool Source = hasSourceExtension(Relative);
  bool Header = hasHeaderExtension(Relative);
  if (Status.getSize() > Options.MaxFileSize && (Source || Header))
    return Untranslatable("larger than " +
                          std::to_string(Options.MaxFileSize >> 20) +
                          " MiB (--max-file-size)");
  if (Status.getSize() > Options.MaxFileSize)
    return Untranslatable("");
  // Opening a file that is not readable fails here, before any read blocks.
  auto Buffer = llvm::MemoryBuffer::getFile(Absolute, /*IsText=*/false);
  if (!Buffer)
    return Unreadable("cannot be read: " + Buffer.getError().message());
  llvm::StringRef Text = (*Buffer)->getBuffer();
  if (isBuildScript(Name)) {
    File.Kind = ProjectFileKind::BuildScript;
    return File;
  }
  if (!Source && !Header) {
    File.Kind = ProjectFileKind::Other;
    return File;
  }
  if (Text.contains('\0'))
    return Untranslatable("binary (contains NUL bytes)");
  // Text that is not UTF-8 (Latin-1 comments, say) is translated byte-wise:
  // every edit replaces ASCII identifiers, which any ASCII-compatible
  // encoding spells the same way.
  if (!isCudaFile(Relative, Text))
    File.Kind = ProjectFileKind::Other;
  else
    File.Kind = Source ? ProjectFileKind::CudaSource
                       : ProjectFileKind::CudaHeader;
  return File;
}

/// A source that another file of the project includes by name
/// (`#include "kernels.cu"`) is part of that file: a header, as `validate`
/// has it (Support/QuotedIncludes.h), not a unit translated on its own.
static void markIncludedSources(std::vector<ProjectFile> &Files) {
  std::set<std::string> Included;
  for (const ProjectFile &File : Files) {
    if (File.Kind != ProjectFileKind::CudaSource &&
        File.Kind != ProjectFileKind::CudaHeader &&
        !(File.Kind == ProjectFileKind::Other && File.SkipReason.empty() &&
          (hasSourceExtension(File.Relative) ||
           hasHeaderExtension(File.Relative))))
      continue;
    auto Buffer = llvm::MemoryBuffer::getFile(File.Absolute, /*IsText=*/true);
    if (!Buffer)
      continue;
    for (std::string &Target :
         quotedIncludes(normalPath(File.Absolute), (*Buffer)->getBuffer()))
      Included.insert(std::move(Target));
  }
  for (ProjectFile &File : Files)
    if (File.Kind == ProjectFileKind::CudaSource &&
        Included.count(normalPath(File.Absolute)))
      File.Kind = ProjectFileKind::CudaHeader;
}

static std::string slashPath(llvm::StringRef Path) {
  return llvm::sys::path::convert_to_slash(Path);
}

llvm::Expected<std::vector<ProjectFile>>
scanProject(llvm::StringRef InRoot, const std::vector<std::string> &Only,
            const ScanOptions &Options) {
  llvm::SmallString<256> Root(InRoot);
  if (std::error_code EC = llvm::sys::fs::real_path(InRoot, Root))
    return llvm::createStringError(EC, "cannot open --in-root '%s': %s",
                                   InRoot.str().c_str(),
                                   EC.message().c_str());
  if (!llvm::sys::fs::is_directory(Root))
    return llvm::createStringError(std::errc::not_a_directory,
                                   "--in-root '%s' is not a directory",
                                   InRoot.str().c_str());
  std::vector<std::string> Starts;
  for (const std::string &Path : Only) {
    llvm::SmallString<256> Real;
    if (std::error_code EC = llvm::sys::fs::real_path(Path, Real))
      return llvm::createStringError(EC, "cannot open '%s': %s", Path.c_str(),
                                     EC.message().c_str());
    llvm::StringRef Rest = Real;
    if (!Rest.consume_front(Root) ||
        !(Rest.empty() || llvm::sys::path::is_separator(Rest.front())))
      return llvm::createStringError(std::errc::invalid_argument,
                                     "'%s' is not under --in-root '%s'",
                                     Path.c_str(), InRoot.str().c_str());
    Starts.push_back(std::string(Real));
  }
  if (Starts.empty())
    Starts.push_back(std::string(Root));

  std::vector<ProjectFile> Files;
  auto Add = [&](llvm::StringRef Absolute) {
    llvm::StringRef Relative = Absolute;
    Relative.consume_front(Root);
    Relative = Relative.ltrim("/");
    Files.push_back(classify(Absolute, slashPath(Relative), Options));
  };
  auto Skip = [&](llvm::StringRef Absolute, const char *Why) {
    llvm::StringRef Relative = Absolute;
    Relative.consume_front(Root);
    ProjectFile File;
    File.Absolute = Absolute.str();
    File.Relative = slashPath(Relative.ltrim("/"));
    File.Kind = ProjectFileKind::Skipped;
    File.SkipReason = Why;
    Files.push_back(std::move(File));
  };
  for (const std::string &Start : Starts) {
    if (!llvm::sys::fs::is_directory(Start)) {
      Add(Start);
      continue;
    }
    std::error_code EC;
    // Links are not followed: they could lead out of the tree, or loop.
    for (llvm::sys::fs::recursive_directory_iterator
             It(Start, EC, /*follow_symlinks=*/false),
         End;
         It != End && !EC; It.increment(EC)) {
      llvm::StringRef Name = llvm::sys::path::filename(It->path());
      if (It->type() == llvm::sys::fs::file_type::directory_file &&
          (Name == ".git" || Name == ".hg" || Name == ".svn")) {
        It.no_push();
        continue;
      }
      // Links could lead out of the tree or loop; FIFOs, sockets and devices
      // could block a read forever. Both are named, never opened.
      if (It->type() == llvm::sys::fs::file_type::symlink_file)
        Skip(It->path(), "symbolic link (not followed)");
      else if (It->type() == llvm::sys::fs::file_type::regular_file)
        Add(It->path());
      else if (It->type() != llvm::sys::fs::file_type::directory_file)
        Skip(It->path(), "not a regular file (a FIFO, socket or device)");
    }
    if (EC)
      return llvm::createStringError(EC, "cannot read '%s': %s", Start.c_str(),
                                     EC.message().c_str());
  }
  markIncludedSources(Files);
  std::sort(Files.begin(), Files.end(),
            [](const ProjectFile &A, const ProjectFile &B) {
              return A.Relative < B.Relative;
            });
  Files.erase(std::unique(Files.begin(), Files.end(),
                          [](const ProjectFile &A, const ProjectFile &B) {
                            return A.Relative == B.Relative;
                          }),
              Files.end());
  return std::move(Files);
}

std::string renamedPath(llvm::StringRef Relative, RenameMode Mode) {
  return Mode == RenameMode::Keep ? Relative.str() : hipFileName(Relative.str());
}

llvm::Expected<std::string> outputPathFor(llvm::StringRef OutRoot,
                                          llvm::StringRef Relative) {
  auto Refuse = [&](const char *Why) {
    return llvm::createStringError(std::errc::permission_denied,
                                   "refusing to write '%s' %s",
                                   Relative.str().c_str(), Why);
  };
  if (llvm::sys::path::is_absolute(Relative))
    return Refuse("(an absolute path) under the output root");
  for (llvm::StringRef Part : llvm::make_range(
           llvm::sys::path::begin(Relative), llvm::sys::path::end(Relative)))
    if (Part == "..")
      return Refuse("(it climbs out with '..')");
  llvm::SmallString<256> Root;
  if (std::error_code EC = llvm::sys::fs::real_path(OutRoot, Root))
    return llvm::createStringError(EC, "cannot open --out-root '%s': %s",
                                   OutRoot.str().c_str(),
                                   EC.message().c_str());
  llvm::SmallString<256> Path(Root);
  llvm::sys::path::append(Path, Relative);
  // Every existing directory on the way must resolve inside the root, so a
  // link planted in the output tree cannot redirect the write.
  llvm::SmallString<256> Parent = llvm::sys::path::parent_path(Path);
  while (!Parent.empty() && !llvm::sys::fs::exists(Parent))
    Parent = llvm::sys::path::parent_path(Parent);
  llvm::SmallString<256> RealParent;
  if (llvm::sys::fs::real_path(Parent, RealParent))
    return Refuse("(its directory cannot be resolved)");
  llvm::StringRef Rest = RealParent;
  if (!Rest.consume_front(Root) ||
      !(Rest.empty() || llvm::sys::path::is_separator(Rest.front())))
    return Refuse("(a symbolic link leads out of the output root)");
  if (llvm::sys::fs::is_symlink_file(Path))
    return Refuse("(it is a symbolic link)");
  return std::string(Path);
}

} // namespace hipify
