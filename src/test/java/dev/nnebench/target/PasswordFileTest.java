package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;

class PasswordFileTest {
  @Test
  void theForksReadWhatTheRunnerWroteOnlyTheOwnerCanReadAndCloseDeletesIt() throws Exception {
    Path path;
    try (PasswordFile file = PasswordFile.write("s3cret é")) {
      path = file.path();
      assertEquals("s3cret é", PasswordFile.read(path));
      if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
        assertEquals("rw-------",
            PosixFilePermissions.toString(Files.getPosixFilePermissions(path)));
      }
    }
    assertFalse(Files.exists(path));
  }
}
