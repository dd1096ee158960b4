package dev.nnebench.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigFilesTest {

  @Test
  void findsShippedPresetsByName() {
    for (String name : new String[] {"smoke", "quick", "alone", "full", "1gb", "narrow", "wide", "aesni",
        "shapes"}) {
      assertTrue(ConfigFiles.exists(name), name);
    }
  }

  @Test
  void readsAFileByPath(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("mine.properties"), "driver = 19\n");
    assertEquals("19", ConfigFiles.load(file.toString()).getProperty("driver"));
  }

  @Test
  void missingNameSaysWhereItLooked() {
    assertFalse(ConfigFiles.exists("nope"));
    var e = assertThrows(IllegalArgumentException.class, () -> ConfigFiles.load("nope"));
    assertTrue(e.getMessage().contains("config/nope.properties"), e.getMessage());
  }
}
