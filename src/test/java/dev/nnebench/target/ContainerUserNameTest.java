package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The user names CREATE USER rejects, refused with the fix before anything starts. */
class ContainerUserNameTest {
  private static String why(String user) {
    NnebenchException e = assertThrows(NnebenchException.class,
        () -> ContainerUserName.require(user));
    assertEquals(ExitCodes.USAGE, e.exitCode());
    assertTrue(!e.getMessage().contains("\n"), e.getMessage());
    return e.getMessage();
  }

  @Test
  void aNameThatIsNoPlainIdentifierGetsAPlainOne() {
    assertEquals("--user my-user: CREATE USER takes a letter, then letters, digits, _ $ or #; use"
        + " --user my_user", why("my-user"));
    assertTrue(why("1x").endsWith("use --user u1x"), why("1x"));
    assertTrue(why("a".repeat(129)).contains("128 bytes"));
  }

  @Test
  void reservedWordsAndTheImagesOwnAccountsAreRefused() {
    assertTrue(why("user").contains("a reserved word of Oracle SQL"), why("user"));
    assertTrue(why("Select").contains("reserved word"));
    for (String existing : new String[] {"system", "SYS", "dbsnmp", "PDBADMIN"}) {
      assertTrue(why(existing).contains("an account the image already has"), existing);
    }
  }

  @Test
  void plainNewNamesPass() {
    for (String ok : new String[] {"bench", "alice_1", "App$User", "u#2"}) {
      assertEquals(Optional.empty(), ContainerUserName.problem(ok), ok);
    }
  }
}
