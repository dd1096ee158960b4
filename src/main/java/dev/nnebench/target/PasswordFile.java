package dev.nnebench.target;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * A target's password handed to child JVMs (the benchmark forks) in a file only this user can
 * read, deleted on close: never on a command line (ps, the JMH JSON), and independent of
 * {@code $NNEBENCH_PASSWORD}, which belongs to the url target and must not override the password
 * a started target (the double, the container) was given.
 */
public final class PasswordFile implements AutoCloseable {
  private final Path path;

  private PasswordFile(Path path) {
    this.path = path;
  }

  /** Writes {@code password} to a new owner-only file. */
  public static PasswordFile write(String password) {
    try {
      Path path = ownerOnly();
      path.toFile().deleteOnExit();
      Files.writeString(path, password, StandardCharsets.UTF_8);
      return new PasswordFile(path);
    } catch (IOException e) {
      throw new NnebenchException(ExitCodes.TARGET, "cannot write the target's password for the"
          + " benchmark forks to " + System.getProperty("java.io.tmpdir") + ": " + e.getMessage()
          + "; check that the temporary directory is writable", e);
    }
  }

  private static Path ownerOnly() throws IOException {
    if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
      FileAttribute<?> rw = PosixFilePermissions.asFileAttribute(
          PosixFilePermissions.fromString("rw-------"));
      return Files.createTempFile("nnebench-", ".pw", rw);
    }
    return Files.createTempFile("nnebench-", ".pw"); // a per-user temporary directory
  }

  /** Reads a password written by {@link #write}. */
  public static String read(Path path) {
    try {
      return Files.readString(path, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the target's password file " + path
          + "; run the benchmark through `nnebench bench`", e);
    }
  }

  public Path path() {
    return path;
  }

  @Override
  public void close() {
    try {
      Files.deleteIfExists(path);
    } catch (IOException e) {
      // deleteOnExit is the fallback
    }
  }
}
